import type { RegionCode } from '@dd/contracts';
import { CATALOGUE_SEED } from '@dd/server/catalogue/seed/index.ts';
import { seedQuestionBank } from '@dd/server/catalogue/seed/seed-question-bank.ts';

/**
 * The question bank a labelled document of the answer set must answer, key by key, for whoever writes one without
 * running the engine: `node --import tsx evaluation/src/print-question-bank.ts <typeKey> <region>`.
 */
const [typeKey, region] = process.argv.slice(2);
const type = CATALOGUE_SEED.find((candidate) => candidate.key === typeKey);
if (!type || !type.regions.includes(region as RegionCode)) {
  process.stderr.write(`Usage: print-question-bank.ts <typeKey> <region>; no type "${typeKey}" in region "${region}"\n`);
  process.exit(2);
}
process.stdout.write(`${type.key} (${type.name}) in ${region}:\n`);
for (const question of seedQuestionBank(type, region as RegionCode)) process.stdout.write(`- ${question.id} [${question.answerType}] ${question.text}\n`);
