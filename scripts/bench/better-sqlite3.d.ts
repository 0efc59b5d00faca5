// The part of better-sqlite3 the benchmark, the backup and the fault tests use (the package ships no types).
declare module "better-sqlite3" {
  namespace Database {
    interface Statement {
      run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
      get(...params: unknown[]): unknown;
      all(...params: unknown[]): unknown[];
    }
    interface Options {
      readonly?: boolean;
      fileMustExist?: boolean;
      timeout?: number;
    }
    interface Database {
      prepare(sql: string): Statement;
      exec(sql: string): Database;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      transaction<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void;
      backup(destination: string): Promise<{ totalPages: number; remainingPages: number }>;
      close(): Database;
    }
  }
  const Database: new (filename: string, options?: Database.Options) => Database.Database;
  export = Database;
}
