// Bundler-handled assets (webpack css-loader / asset modules). Referenced from GlobalStyle.tsx so
// every package compiling the shared source sees these declarations.
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
