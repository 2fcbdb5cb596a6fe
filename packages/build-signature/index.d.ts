// Types of index.js (signed server builds of the remotes; docs/remote-signing.md).
import type { KeyObject } from 'node:crypto';

/** The signed content of a remote's server build: `server/ssr-manifest.json`. */
export interface SsrManifest {
  /** Container name of the remote that built it: 'mfe_items'. */
  readonly remote: string;
  /** Exposed module → its file: './Routes' → 'Routes.<contenthash>.js'. */
  readonly modules: Readonly<Record<string, string>>;
  /** Every server file → 'sha256-<base64>' of its bytes. */
  readonly files: Readonly<Record<string, string>>;
}

export type BuildSignatureErrorCode =
  | 'MALFORMED_MANIFEST'
  | 'MALFORMED_SIGNATURE'
  | 'BAD_SIGNATURE'
  | 'WRONG_REMOTE'
  | 'MISSING_FILE'
  | 'HASH_MISMATCH'
  | 'BAD_KEY';

/** A refused build or key: `message` is the reason to log, `code` is for programs. */
export declare class BuildSignatureError extends Error {
  constructor(code: BuildSignatureErrorCode, message: string);
  readonly code: BuildSignatureErrorCode;
}

export declare const MANIFEST_FILE: 'ssr-manifest.json';
export declare const SIGNATURE_FILE: 'ssr-manifest.json.sig';

/** 'sha256-<base64>' of the bytes. */
export declare function fileHash(bytes: Uint8Array | string): string;
/** The manifest's bytes (deterministic JSON) for a build; `files` holds every server file's contents. */
export declare function createManifest(build: { remote: string; modules: Record<string, string>; files: Record<string, Uint8Array | string> }): string;
/** Shape check only (no signature): the content, or a MALFORMED_MANIFEST error. */
export declare function parseManifest(bytes: Uint8Array | string): SsrManifest;

/** One Ed25519 public key: base64 SPKI DER (one line) or PEM. */
export declare function parsePublicKey(text: string): KeyObject;
/** A comma-separated list of public keys (key rotation: the current and the next one). */
export declare function parsePublicKeys(text: string): KeyObject[];
/** An Ed25519 private key from its PKCS8 PEM. */
export declare function parsePrivateKey(pem: string): KeyObject;
/** Base64 of the key's SPKI DER: the form the REMOTE_*_SERVER_KEY settings hold. */
export declare function publicKeyText(key: KeyObject): string;
export declare function generateKeyPair(): { privateKeyPem: string; publicKey: string };

/** Base64 Ed25519 signature of the manifest's exact bytes. */
export declare function sign(manifestBytes: Uint8Array | string, privateKey: KeyObject | string): string;
/**
 * The manifest when `signature` signs these exact bytes with one of `publicKeys` and it is `expectedRemote`'s;
 * else throws a BuildSignatureError whose message is the reason.
 */
export declare function verifyManifest(
  manifestBytes: Uint8Array | string,
  signature: Uint8Array | string,
  publicKeys: KeyObject | readonly KeyObject[] | string,
  expectedRemote: string,
): SsrManifest;
/** Throws (MISSING_FILE, HASH_MISMATCH) unless the bytes are the file the manifest lists under that name. */
export declare function verifyFile(manifest: SsrManifest, fileName: string, bytes: Uint8Array | string): void;

/** Why a server build may not be fetched from this URL or path, or null when it may. */
export declare function serverBuildUrlRefusal(location: string, options: { production: boolean }): string | null;
/** https anywhere; http to loopback only in production, anywhere outside it; paths of this machine. */
export declare function serverBuildUrlAllowed(location: string, options: { production: boolean }): boolean;

/** `<root>/var/keys/<remote>.key` and `.pub`. */
export declare function developmentKeyPaths(remoteName: string, root: string): { key: string; pub: string };
/** The machine's development public key of a remote (one line), or undefined when none was made yet. */
export declare function developmentPublicKey(remoteName: string, root: string): string | undefined;
/** MFE_SIGNING_KEY_FILE's key, else (not in production) the development key, created on first use. */
export declare function signingKey(remoteName: string, options: { root: string; env?: NodeJS.ProcessEnv }): { key: KeyObject; source: string };
/** Checks every file of a built server folder against its manifest and writes ssr-manifest.json.sig; returns the signature. */
export declare function signBuild(options: { remote: string; serverDir: string; privateKey: KeyObject | string }): string;
