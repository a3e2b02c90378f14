// The money popups' form (its own module: the home page's bundle does not carry it).
import styled from 'styled-components';

/** A popup's stacked form: label above input, hints in <small>, errors in <small role="alert">. */
export const FieldsForm = styled.form`
  display: grid;
  /* minmax(0, …): a row of a field and its button must not widen a narrow or zoomed popup */
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    font-size: 14px;
  }
  input {
    min-width: 0;
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
