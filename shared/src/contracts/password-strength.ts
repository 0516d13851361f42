// Common-password check with zxcvbn-ts. Its dictionaries weigh hundreds of
// kilobytes, so they are imported on first use only: the sign-in page never
// loads them, the register form and the API do when they check.
// Nothing else is imported here, so the lazily loaded part stays just zxcvbn.
type Checker = (password: string, userInputs: string[]) => number;
let checker: Promise<Checker> | undefined;

async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score;
}

/**
 * True for a password an attacker tries first: zxcvbn score 0 (fewer than 10³
 * guesses) — the top common passwords and their l33t forms, repeats ("      "),
 * sequences, keyboard walks, the user's own name or email. Length limits are
 * the schema's job (newPasswordField).
 */
export async function isCommonPassword(
  password: string,
  userInputs: string[] = [],
): Promise<boolean> {
  checker ??= loadChecker().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  // The name and address and their words: "lovelace" is refused for Ada Lovelace.
  const words = userInputs
    .filter(Boolean)
    .flatMap((input) => [input, ...input.split(/[\s@.+_-]+/)])
    .filter((word) => word.length >= 3);
  const score = (await checker)(password.slice(0, 128), words);
  return score === 0;
}
