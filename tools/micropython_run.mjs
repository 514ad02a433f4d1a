// `tools/micropython_run.mjs`
// ===========================
// Runs Python code under a real MicroPython (the WebAssembly port from npm) for the tests and
// the benchmarks. Reads a JSON job on standard input:
//   {"heapsize": bytes, "files": {"/lib/engine/game.py": "source", ...}, "code": "source"}
// writes the files into MicroPython's file system, runs the code (top-level `await` works),
// and prints what it prints. A Python exception prints its traceback and exits with 1.
import "@micropython/micropython-webassembly-pyscript";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString("utf8"));

const mp = await globalThis.loadMicroPython({
  heapsize: job.heapsize,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
for (const [path, text] of Object.entries(job.files)) {
  mp.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  mp.FS.writeFile(path, text);
}
try {
  await mp.runPythonAsync(job.code);
} catch (error) {
  process.stderr.write((error.message || String(error)) + "\n");
  process.exitCode = 1;
}
