"""A small, deterministic YAML emitter for the OpenAPI document.

It writes block mappings and sequences with two-space indentation, literal block
scalars (``|``) for multi-line strings, and double-quoted JSON-style strings
whenever a plain scalar could be misread (numbers, booleans, timestamps, text with
YAML indicators). Empty mappings and sequences are written as ``{}`` and ``[]``.
Only the standard library is used.
"""

import json
import re

_PLAIN_KEY = re.compile(r"[A-Za-z_$/][A-Za-z0-9_$./{}\-]*")
_PLAIN_VALUE = re.compile(r"[A-Za-z_/$][A-Za-z0-9 _./,;()'+\-$]*")
_SPECIAL = {
    "y", "n", "yes", "no", "on", "off", "true", "false", "null", "~",
}


def _needs_quotes(text: str, is_key: bool) -> bool:
    if text == "" or text.lower() in _SPECIAL:
        return True
    pattern = _PLAIN_KEY if is_key else _PLAIN_VALUE
    if not pattern.fullmatch(text):
        return True
    if text != text.strip():
        return True
    if " #" in text or ": " in text or text.endswith(":"):
        return True
    return False


def _scalar(value, is_key=False) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        text = repr(value)
        return text
    if isinstance(value, str):
        if _needs_quotes(value, is_key):
            # Like Prettier: pick the quote style that needs fewer escapes.
            printable = all(ch >= " " and ch != "\x7f" for ch in value)
            if printable and value.count('"') > value.count("'"):
                return "'" + value.replace("'", "''") + "'"
            return json.dumps(value, ensure_ascii=False)
        return value
    raise TypeError(f"cannot emit {type(value).__name__}: {value!r}")


def _is_block_string(value) -> bool:
    return isinstance(value, str) and "\n" in value.rstrip("\n")


def _block(value: str, indent: int) -> list:
    pad = " " * indent
    header = "|" if value.endswith("\n") and not value.endswith("\n\n") else "|-"
    body = value[:-1] if header == "|" else value
    lines = [header]
    for line in body.split("\n"):
        if line.rstrip() != line:
            raise ValueError(f"trailing whitespace in block scalar line: {line!r}")
        lines.append(pad + line if line else "")
    return lines


def _emit(node, indent: int, out: list) -> None:
    pad = " " * indent
    if isinstance(node, dict):
        for key, value in node.items():
            k = _scalar(key, is_key=True)
            if isinstance(value, dict) and value:
                out.append(f"{pad}{k}:")
                _emit(value, indent + 2, out)
            elif isinstance(value, list) and value:
                out.append(f"{pad}{k}:")
                _emit(value, indent + 2, out)
            elif isinstance(value, dict):
                out.append(f"{pad}{k}: {{}}")
            elif isinstance(value, list):
                out.append(f"{pad}{k}: []")
            elif _is_block_string(value):
                block = _block(value, indent + 2)
                out.append(f"{pad}{k}: {block[0]}")
                out.extend(block[1:])
            else:
                out.append(f"{pad}{k}: {_scalar(value)}")
    elif isinstance(node, list):
        for item in node:
            if isinstance(item, dict) and item:
                sub = []
                _emit(item, indent + 2, sub)
                first = sub[0][indent + 2:]
                out.append(f"{pad}- {first}")
                out.extend(sub[1:])
            elif isinstance(item, list) and item:
                out.append(f"{pad}-")
                _emit(item, indent + 2, out)
            elif isinstance(item, dict):
                out.append(f"{pad}- {{}}")
            elif isinstance(item, list):
                out.append(f"{pad}- []")
            elif _is_block_string(item):
                block = _block(item, indent + 2)
                out.append(f"{pad}- {block[0]}")
                out.extend(block[1:])
            else:
                out.append(f"{pad}- {_scalar(item)}")
    else:
        out.append(pad + _scalar(node))


def dump(document) -> str:
    out: list = []
    _emit(document, 0, out)
    return "\n".join(out) + "\n"
