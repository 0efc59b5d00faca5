// The characters a TrueType/OpenType font has glyphs for, read from its cmap table.

function tableOffset(font: Buffer, tag: string): number {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (font.toString("latin1", record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`The font has no ${tag} table.`);
}

/** Format 4: segments of the Basic Multilingual Plane; a glyph id of 0 means "no glyph". */
function format4(font: Buffer, at: number, into: Set<number>): void {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      const glyphAt = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
      const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(glyphAt);
      if (glyph !== 0) into.add(code);
    }
  }
}

/** Format 12: groups of consecutive characters over all of Unicode. */
function format12(font: Buffer, at: number, into: Set<number>): void {
  const groups = font.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12;
    const start = font.readUInt32BE(group);
    const end = font.readUInt32BE(group + 4);
    const firstGlyph = font.readUInt32BE(group + 8);
    for (let code = start; code <= end; code++) if (firstGlyph + code - start !== 0) into.add(code);
  }
}

export function codePointsOf(font: Buffer): Set<number> {
  const cmap = tableOffset(font, "cmap");
  const codePoints = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) format4(font, subtable, codePoints);
    if (format === 12) format12(font, subtable, codePoints);
  }
  return codePoints;
}
