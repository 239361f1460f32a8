/**
 * The command-line options of the status desk (`npm run desk`) and of its user command
 * (`npm run desk:user`): where the site is, where the desk keeps its data, where it listens.
 * Defaults are a try-out on this checkout: out/ and a git-ignored .desk/ folder.
 */
import { resolve } from 'node:path';

export type DeskOptions = {
  /** The deploy root (with current, releases/, live) or a built site (out/), as the publisher takes it. */
  site: string;
  /** The folder of the SQLite database (and the push keys kept with it). */
  data: string;
  port: number;
  /** The address the clerk opens, for invitation links: nginx's https://host, or the local one. */
  publicUrl: string;
  /** Push services besides the browsers' own that subscriptions may name (a test's), as https:// origins. */
  pushServices: string[];
};

export const DEFAULT_PORT = 8787;

/** Reads --site DIR, --data DIR, --port N, --public-url URL and --push-service ORIGIN (any number) out of `argv`; the rest is returned as it was. */
export function deskOptions(argv: string[]): { options: DeskOptions; rest: string[] } {
  const values: Record<string, string> = {};
  const pushServices: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const name = argument.match(/^--(site|data|port|public-url|push-service)(?:=(.*))?$/);
    if (!name) {
      if (argument !== '--') rest.push(argument);
      continue;
    }
    const value = name[2] ?? argv[++index];
    if (value === undefined) throw new Error(`--${name[1]} needs a value`);
    if (name[1] === 'push-service') pushServices.push(value);
    else values[name[1]!] = value;
  }
  const port = Number(values.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port ${values.port}: not a port number`);
  return {
    options: {
      site: resolve(values.site ?? 'out'),
      data: resolve(values.data ?? '.desk'),
      port,
      publicUrl: (values['public-url'] ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
      pushServices,
    },
    rest,
  };
}

/**
 * A desk command's arguments (`npm run desk:user`, `npm run desk:alerts`): its options and the
 * rest, or the exit code 2 and the usage to print when an option is wrong.
 */
export function commandOptions(argv: string[], usage: string): { options: DeskOptions; rest: string[] } | { code: 2; output: string } {
  try {
    return deskOptions(argv);
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${usage}` };
  }
}
