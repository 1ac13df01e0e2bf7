// After `npm install`: the native add-on fs-ext (the data-directory lock) must load in the Node
// that runs the platform. When npm compiled it against other headers than this Node's (a machine
// whose npm config names another Node's `nodedir`), it is rebuilt against the headers this Node
// ships beside its binary, if it has them; otherwise the fix is printed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

function loads() {
  try {
    require("fs-ext");
    return true;
  } catch (error) {
    if (error.code !== "ERR_DLOPEN_FAILED" && error.code !== "MODULE_NOT_FOUND") throw error;
    return false;
  }
}

if (!loads()) {
  const own = path.resolve(path.dirname(process.execPath), "..");
  const headers = path.join(own, "include", "node", "node.h");
  if (fs.existsSync(headers)) {
    console.log(`fs-ext was built for another Node: rebuilding it against ${own}`);
    execFileSync("npm", ["rebuild", "fs-ext"], {
      stdio: "inherit",
      env: { ...process.env, npm_config_nodedir: own },
    });
  }
  if (!loads()) {
    console.error(
      "\nThe native module fs-ext does not load in this Node (" +
        process.version +
        ").\n" +
        "Run `npm rebuild fs-ext` with a C++ toolchain (python3, make, g++) and this Node's headers.\n",
    );
    process.exit(1);
  }
}
