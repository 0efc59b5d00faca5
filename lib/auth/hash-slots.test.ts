import { ApiError } from "../http/api-error";
import { hashSlots, MAX_HASHES_IN_FLIGHT, MAX_HASHES_WAITING } from "./hash-slots";
import { hashPassword } from "./password";

describe("password hashes in flight", () => {
  test("past the slots and the line an attempt is refused with 503 and Retry-After, without its work starting", async () => {
    const withSlot = hashSlots(MAX_HASHES_IN_FLIGHT, MAX_HASHES_WAITING);
    const started: number[] = [];
    let hashing = 0;
    let mostAtOnce = 0;
    const admitted = Array.from({ length: MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING }, (_, i) =>
      withSlot(async () => {
        started.push(i);
        mostAtOnce = Math.max(mostAtOnce, ++hashing);
        const hash = await hashPassword(`password ${i}`);
        hashing--;
        return hash;
      }),
    );
    const extra = jest.fn(() => hashPassword("one too many"));
    const refused = await withSlot(extra).catch((error: ApiError) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).headers]).toEqual([503, { "Retry-After": "1" }]);
    expect(extra).not.toHaveBeenCalled();
    expect(started).toEqual([...Array(MAX_HASHES_IN_FLIGHT).keys()]);

    await expect(Promise.all(admitted)).resolves.toHaveLength(MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING);
    expect(started).toEqual([...Array(MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING).keys()]);
    expect(mostAtOnce).toBe(MAX_HASHES_IN_FLIGHT);
  });

  test("a slot is free again once its hash ends, even a failed one", async () => {
    const withSlot = hashSlots(1, 0);
    await expect(withSlot(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow("scrypt failed");
    await expect(withSlot(() => hashPassword("next"))).resolves.toMatch(/^scrypt\$/);
  });
});
