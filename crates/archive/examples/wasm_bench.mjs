// Times the archive's read and queries in WebAssembly (see wasm_bench.rs for the commands).
import { readFileSync } from "node:fs";

const [wasmPath, archivePath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const x = instance.exports;
const file = readFileSync(archivePath);
const at = x.buffer(file.length); // may grow the memory: take its buffer after
new Uint8Array(x.memory.buffer, at, file.length).set(file);
let t = performance.now();
const games = x.read();
console.log(`read: ${games} games in ${(performance.now() - t).toFixed(0)} ms`);
t = performance.now();
const kept = x.snapshot();
console.log(`snapshot: ${kept} bytes made in ${(performance.now() - t).toFixed(0)} ms`);
t = performance.now();
const back = x.read_snapshot();
console.log(`read back from the snapshot: ${back} games in ${(performance.now() - t).toFixed(0)} ms`);
const names = ["start", "f5d6", "tiger", "tiger + 4 moves"];
const filters = ["none", "player", "1990-1999"];
const median = (f) => {
  const times = [];
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[10].toFixed(2);
};
for (let p = 0; p < 4; p++) {
  for (let f = 0; f < 3; f++) {
    const n = x.stats(p, f);
    console.log(`${names[p]} | ${filters[f]} | ${n} games | stats ${median(() => x.stats(p, f))} ms | page ${median(() => x.page(p, f))} ms`);
  }
}
