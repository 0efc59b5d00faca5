import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypeScript,
  { ignores: [".next*/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**"] },
];

export default config;
