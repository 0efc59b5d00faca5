/** Sends a form's JSON to one of the session's endpoints; answers the status, 0 when no answer came. */
export async function postJson(path: string, body: unknown): Promise<number> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return response.status;
  } catch (failure) {
    console.error("A request to the session failed", path, failure);
    return 0;
  }
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
