import { distinctTopicNames, topicKeyOf } from "./topic-keys";

describe("the topic field's keys", () => {
  test.each([
    ["Techno", "techno"],
    ["TÉCHNO", "techno"],
    ["  Drum & Bass ", "drum-bass"],
    ["ﬁesta", "fiesta"],
    ["Дмитрий", "дмитрии"],
    ["¡¡!!", ""],
    ["🎧", ""],
  ])("%s -> %s", (name, key) => {
    expect(topicKeyOf(name)).toBe(key);
  });

  test("the first spelling of a topic is kept, in the order typed", () => {
    expect(distinctTopicNames(["Techno", "House", "TÉCHNO", "techno ", "Trance"])).toEqual([
      "Techno",
      "House",
      "Trance",
    ]);
  });
});
