import type { ValidationError } from 'class-validator';

/** Japanese message templates per class-validator constraint name. `$n` = the constraint's argument. */
const TEMPLATES: Record<string, (args: unknown[]) => string> = {
  isNotEmpty: () => '必須項目です',
  isDefined: () => '必須項目です',
  isEmail: () => 'メールアドレスの形式が正しくありません',
  maxLength: ([n]) => `${n}文字以内で入力してください`,
  minLength: ([n]) => `${n}文字以上で入力してください`,
  length: ([min, max]) => `${min}文字以上${max}文字以内で入力してください`,
  isString: () => '文字列で入力してください',
  isInt: () => '整数で入力してください',
  isNumber: () => '数値で入力してください',
  isNumberString: () => '数値で入力してください',
  isBoolean: () => 'true または false を指定してください',
  isIn: ([values]) => `${Array.isArray(values) ? values.join('、') : String(values)}のいずれかを指定してください`,
  isEnum: () => '選択肢の中から選んでください',
  min: ([n]) => `${n}以上の値を入力してください`,
  max: ([n]) => `${n}以下の値を入力してください`,
  isDateString: () => '日付の形式が正しくありません',
  isISO8601: () => '日付の形式が正しくありません',
  isDate: () => '日付の形式が正しくありません',
  matches: () => '形式が正しくありません',
  isUrl: () => 'URLの形式が正しくありません',
  isArray: () => '配列で指定してください',
  arrayMaxSize: ([n]) => `${n}件以内で指定してください`,
  arrayMinSize: ([n]) => `${n}件以上指定してください`,
  arrayUnique: () => '同じ値が重複しています',
  isPhoneNumber: () => '電話番号の形式が正しくありません',
  whitelistValidation: () => 'このフィールドは使用できません',
  nestedValidation: () => '形式が正しくありません',
};

export function japaneseMessage(constraint: string, args: unknown[], fallback: string): string {
  const template = TEMPLATES[constraint];
  if (template) return template(args);
  // A custom validator may already carry a Japanese message; otherwise stay generic.
  return /[\u3040-\u30ff\u4e00-\u9faf]/.test(fallback) ? fallback : '入力内容が正しくありません';
}

/**
 * Flattens class-validator errors into `{ 'address.zip': ['必須項目です'] }`.
 * Arguments of each constraint come from the error's contexts or, for built-ins, from the
 * metadata class-validator keeps (we read them with getMetadataStorage in the pipe).
 */
export function flattenValidationErrors(
  errors: ValidationError[],
  argsOf: (target: object | undefined, property: string, constraint: string) => unknown[],
  parentPath = '',
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parentPath ? `${parentPath}.${error.property}` : error.property;
    const messages: string[] = [];
    // A missing required value reports several constraints; show the "required" one only.
    const constraints = Object.entries(error.constraints ?? {});
    const required = constraints.find(([name]) => name === 'isNotEmpty' || name === 'isDefined');
    const wanted = required && (error.value === undefined || error.value === null || error.value === '') ? [required] : constraints;
    for (const [name, fallback] of wanted) {
      const contextArgs = (error.contexts?.[name] as { args?: unknown[] } | undefined)?.args;
      const message = japaneseMessage(name, contextArgs ?? argsOf(error.target, error.property, name), fallback);
      if (!messages.includes(message)) messages.push(message);
    }
    if (messages.length) out[field] = messages;
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, argsOf, field));
  }
  return out;
}
