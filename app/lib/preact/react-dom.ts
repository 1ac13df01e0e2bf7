// The browser's "react-dom": preact/compat's DOM part.
import compat from "preact/compat";

export {
  createPortal,
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  version,
} from "preact/compat";

export default compat;
