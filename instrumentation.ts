// Runs once when the server starts, before it handles any request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installEarlyAnswers } = await import("./lib/http/early-answers");
  installEarlyAnswers();
}
