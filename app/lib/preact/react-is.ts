// The browser's "react-is": React's own checks read React's element symbols, which Preact's
// elements do not carry. (Compat's isElement is its isValidElement.)
import { isFragment, isMemo, isValidElement } from "preact/compat";

export { isValidElement as isElement, isFragment, isMemo, isValidElement };
// The development server's pre-bundling imports React's CommonJS modules through a default export.
export default { isElement: isValidElement, isFragment, isMemo, isValidElement };
