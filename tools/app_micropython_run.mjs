// `tools/app_micropython_run.mjs`
// ===============================
// Runs the whole app under the WebAssembly MicroPython for `tools/app_micropython.py`. Reads a
// JSON job on standard input:
//   {"heapsize": bytes, "files": {"/code.py": "<base64>", "/assets/sheet.bmp": "<base64>", ...},
//    "code": "source", "loop": "more = game.step()"}
// writes the files (any bytes: the sprite sheet is binary) anywhere in MicroPython's file
// system, runs the code, then, if there is a "loop", runs it again and again while it leaves
// the global `more` true, and prints what they print. Each run is a call from JavaScript:
// this MicroPython collects garbage only then (its `gc.collect()` asks for a collection at
// the next call). An uncaught Python exception prints its traceback on stderr and exits
// with 1.
// (tools/micropython_run.mjs does the same for text files under /lib.)
import "@micropython/micropython-webassembly-pyscript";

function byteWriter(stream) {
  let pending = [];
  return {
    write(bytes) {
      for (const byte of bytes) {
        pending.push(byte);
        if (byte === 10) this.flush();
      }
    },
    flush() {
      if (pending.length > 0) stream.write(Buffer.from(pending));
      pending = [];
    },
  };
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString("utf8"));

const stdout = byteWriter(process.stdout);
const stderr = byteWriter(process.stderr);
const mp = await globalThis.loadMicroPython({
  heapsize: job.heapsize,
  linebuffer: false,
  stdout: (bytes) => stdout.write(bytes),
  stderr: (bytes) => stderr.write(bytes),
});
for (const [path, data] of Object.entries(job.files)) {
  const folder = path.slice(0, path.lastIndexOf("/"));
  if (folder) mp.FS.mkdirTree(folder);
  mp.FS.writeFile(path, Buffer.from(data, "base64"));
}

try {
  await mp.runPythonAsync(job.code);
  if (job.loop) {
    do {
      mp.runPython(job.loop);
    } while (mp.globals.get("more"));
  }
} catch (error) {
  stdout.flush();
  const message = error.message || String(error);
  const exit = error.type === "SystemExit" && message.match(/SystemExit: ?(\d*)\s*$/);
  if (exit) {
    process.exitCode = exit[1] === "" ? 0 : Number(exit[1]);
  } else {
    stderr.write(Buffer.from(message.trimEnd() + "\n"));
    process.exitCode = 1;
  }
}
stdout.flush();
stderr.flush();
