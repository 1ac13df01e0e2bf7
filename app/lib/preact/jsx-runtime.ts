// The browser's "react/jsx-runtime" and "react/jsx-dev-runtime": Preact's, with compat's options.
import { Fragment, jsx, jsxDEV, jsxs } from "preact/compat/jsx-runtime";

export { Fragment, jsx, jsxDEV, jsxs };
// The development server's pre-bundling imports React's CommonJS modules through a default export.
export default { Fragment, jsx, jsxDEV, jsxs };
