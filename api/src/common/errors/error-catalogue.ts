/**
 * Issue 10: every error body carries a stable machine code next to the Japanese message. Each module
 * declares its codes once, in its `<feature>.errors.ts`: an enum (UPPER_SNAKE, value = key) and, with
 * `declareErrorCodes`, the HTTP status and default Japanese message of each code. That declaration is the
 * one map from code to status: DomainError reads its status from here, and the OpenAPI document
 * (`@ApiErrors(...)`, see api-errors.decorator.ts) lists each operation's codes under their statuses.
 */
export const ERROR_CODE_PATTERN = /^[A-Z][A-Z0-9_]+$/;

export interface ErrorCodeDeclaration {
  /** The HTTP status the code is answered with. */
  status: number;
  /** Default Japanese message (a thrower may give a more precise one); also the OpenAPI description. */
  message: string;
}

export interface DeclaredErrorCode extends ErrorCodeDeclaration {
  code: string;
  /** Modules that declare it (one code may be declared by two modules with the same meaning and status). */
  modules: string[];
}

const catalogue = new Map<string, DeclaredErrorCode>();

/**
 * Declares a module's codes. The enum's values must equal their keys (what the client sees is what the
 * code says); the same code declared by two modules must have the same status.
 */
export function declareErrorCodes<E extends Record<string, string>>(
  module: string,
  codes: E,
  declarations: { [K in E[keyof E]]: ErrorCodeDeclaration },
): E {
  for (const [key, code] of Object.entries(codes)) {
    if (key !== code || !ERROR_CODE_PATTERN.test(code)) throw new Error(`error code ${module}.${key} must be UPPER_SNAKE and equal its key`);
    const declaration = (declarations as Record<string, ErrorCodeDeclaration>)[code];
    const known = catalogue.get(code);
    if (known && known.status !== declaration.status) {
      throw new Error(`error code ${code} declared with status ${known.status} (${known.modules.join(', ')}) and ${declaration.status} (${module})`);
    }
    if (known) {
      if (!known.modules.includes(module)) known.modules.push(module);
    } else {
      catalogue.set(code, { code, ...declaration, modules: [module] });
    }
  }
  return codes;
}

/** The declaration of a code; throws for a code nobody declared (a programming error, found by the tests). */
export function errorCode(code: string): DeclaredErrorCode {
  const declared = catalogue.get(code);
  if (!declared) throw new Error(`undeclared error code ${code}: declare it with declareErrorCodes in its module's *.errors.ts`);
  return declared;
}

/** Every declared code (those of the modules loaded so far: the whole app once AppModule is imported). */
export function declaredErrorCodes(): DeclaredErrorCode[] {
  return [...catalogue.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
