// The money popups' form (its own module: the home page's bundle does not carry it).
import styled from 'styled-components';

/** A popup's stacked form: label above input, hints in <small>, errors in <small role="alert">. */
export const FieldsForm = styled.form`
  display: grid;
  gap: 10px;
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  input {
    height: 40px;
    padding: 0 10px;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    font-size: 15px;
  }
  small {
    color: #6b7280;
  }
  small[role='alert'] {
    color: #b91c1c;
  }
`;
