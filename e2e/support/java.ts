// Finds the Java that runs the Nu HTML Checker (vnu.jar from the vnu-jar package) for the HTML
// validity test, installing Debian's headless JRE when none is there.
import { aptInstall, findProgram } from './system-tools';

export function findJava(): string | undefined {
  return findProgram('java', ['/usr/bin/java']);
}

export function ensureJava(): string {
  const found = findJava() ?? (aptInstall(['default-jre-headless']) ? findJava() : undefined);
  if (found) return found;
  throw new Error(
    'Java is not installed and could not be installed here (that needs root and apt-get). The HTML validity test ' +
      'runs the Nu HTML Checker on it: install Java 8 or newer (for example `sudo apt-get install default-jre-headless`) ' +
      'and run the tests again.',
  );
}
