// npm run build -w api: the server compiled to JavaScript in api/dist/ (see build-lib.mjs).
import { buildApi } from './build-lib.mjs';

await buildApi();
