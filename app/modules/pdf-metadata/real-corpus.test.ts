// Every paper of the real development set is read in the sandbox without a crash or a hang, and
// each field's score stays at or above the target (a rule that breaks a paper fails here).
import { describe, expect, it } from "vitest";
import {
  REAL_FIELDS,
  REAL_TARGETS,
  realPapers,
  scoreReal,
  tally,
  type RealScore,
} from "~tests/fixtures/pdf-metadata-real/real-corpus";
import { extractPdfMetadata } from "./extract-pdf-metadata.server";

const papers = realPapers();

describe.skipIf(papers.length === 0)("reading the real development set", () => {
  it("reads every paper and keeps each field at or above its target", { timeout: 120_000 }, async () => {
    const scores: RealScore[] = [];
    for (const paper of papers) {
      // A crash or a paper past the sandbox's limits rejects here, naming the paper.
      const found = await extractPdfMetadata(paper.bytes).catch((error: unknown) => {
        throw new Error(`${paper.name}: ${String(error)}`);
      });
      scores.push(scoreReal(found, paper.truth));
    }
    const below = REAL_FIELDS.flatMap((field) => {
      const [right, scored] = tally(scores, field);
      return scored > 0 && right / scored < REAL_TARGETS[field] ? [`${field}: ${right}/${scored}`] : [];
    });
    const misses = scores.flatMap((s, i) => s.misses.map((m) => `${papers[i].name}: ${m.slice(0, 160)}`));
    expect(below, misses.join("\n")).toEqual([]);
  });
});
