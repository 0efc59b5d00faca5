import { isoInNewsroom } from "@/lib/dates/newsroom-time";
import { editedAt, latestModification, modifiedAt, publishedAt } from "./post-dates";

const iso = (instant: Date) => isoInNewsroom(instant);

describe("a post's published and modified dates", () => {
  it("keep the real time of a post that went online on its own day in Mexico City", () => {
    const post = {
      date: "2025-03-01",
      publishedAt: new Date("2025-03-02T03:30:00Z"),
      updatedAt: new Date("2025-03-02T03:30:00Z"),
    }; // 21:30 on 1 March there
    expect(iso(publishedAt(post))).toBe("2025-03-01T21:30:00-06:00");
    expect(iso(modifiedAt(post))).toBe("2025-03-01T21:30:00-06:00");
  });

  it("start a post dated back at the start of its day, modified when it went online", () => {
    const post = {
      date: "2025-02-24",
      publishedAt: new Date("2025-03-01T18:00:00Z"),
      updatedAt: new Date("2025-03-01T18:00:00Z"),
    };
    expect(iso(publishedAt(post))).toBe("2025-02-24T00:00:00-06:00");
    expect(iso(modifiedAt(post))).toBe("2025-03-01T12:00:00-06:00");
  });

  it("publish a post dated ahead at the start of its day, and never modify it before that", () => {
    const post = {
      date: "2025-03-10",
      publishedAt: new Date("2025-03-01T18:00:00Z"),
      updatedAt: new Date("2025-03-01T18:00:00Z"),
    };
    expect(iso(publishedAt(post))).toBe("2025-03-10T00:00:00-06:00");
    expect(iso(modifiedAt(post))).toBe("2025-03-10T00:00:00-06:00");
  });

  it("use the day in Mexico City, not in UTC: 23:00 there is already tomorrow in UTC", () => {
    const post = {
      date: "2025-03-01",
      publishedAt: new Date("2025-03-02T05:00:00Z"),
      updatedAt: new Date("2025-03-02T05:00:00Z"),
    };
    expect(iso(publishedAt(post))).toBe("2025-03-01T23:00:00-06:00");
  });

  it("give an archive's latest modification from its latest day and latest storing time", () => {
    const posts = [
      {
        date: "2025-02-24",
        publishedAt: new Date("2025-03-01T18:00:00Z"),
        updatedAt: new Date("2025-03-01T18:00:00Z"),
      },
      {
        date: "2025-03-10",
        publishedAt: new Date("2025-03-01T17:00:00Z"),
        updatedAt: new Date("2025-03-01T17:00:00Z"),
      },
      {
        date: "2025-01-01",
        publishedAt: new Date("2025-03-05T09:00:00Z"),
        updatedAt: new Date("2025-03-05T09:00:00Z"),
      },
    ];
    const latest = posts.map(modifiedAt).sort((a, b) => b.getTime() - a.getTime())[0];
    const newest = {
      date: "2025-03-10",
      publishedAt: new Date("2025-03-05T09:00:00Z"),
      updatedAt: new Date("2025-03-05T09:00:00Z"),
    };
    expect(latestModification(newest)).toEqual(latest);
    expect(latestModification(undefined)).toBeUndefined();
  });
});

describe("the edit a post's page announces", () => {
  const published = new Date("2026-11-24T16:00:00Z");

  it("is the last change when it came after the first publication", () => {
    const updatedAt = new Date("2026-11-24T16:05:00Z");
    expect(editedAt({ publishedAt: published, updatedAt })).toEqual(updatedAt);
  });

  it("is none for a post unchanged since it was published, or changed only before", () => {
    expect(editedAt({ publishedAt: published, updatedAt: published })).toBeNull();
    expect(editedAt({ publishedAt: published, updatedAt: new Date("2026-11-23T10:00:00Z") })).toBeNull();
  });
});
