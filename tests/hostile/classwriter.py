"""Byte-level class-file writer for hostile test inputs (JVMS chapter 4).

Builds class files that javac never would: bad bytecode, broken stack maps, truncated or
garbage bytes. Only what the tests need: a constant pool, methods with Code (exception table
and StackMapTable made of full frames), and simple fields."""

import struct


def u1(v): return struct.pack(">B", v & 0xff)
def u2(v): return struct.pack(">H", v & 0xffff)
def u4(v): return struct.pack(">I", v & 0xffffffff)
def s2(v): return struct.pack(">h", v)


class ConstPool:
    def __init__(self):
        self.entries = []          # bytes per slot (None for the slot after a long/double)
        self.index = {}

    def _add(self, key, data, wide=False):
        if key in self.index:
            return self.index[key]
        self.entries.append(data)
        i = len(self.entries)
        if wide:
            self.entries.append(None)
        self.index[key] = i
        return i

    def utf8(self, s):
        b = s.encode("utf-8")
        return self._add(("u", s), u1(1) + u2(len(b)) + b)

    def cls(self, name): return self._add(("c", name), u1(7) + u2(self.utf8(name)))
    def string(self, s): return self._add(("s", s), u1(8) + u2(self.utf8(s)))
    def integer(self, v): return self._add(("i", v), u1(3) + struct.pack(">i", v))
    def long(self, v): return self._add(("j", v), u1(5) + struct.pack(">q", v), wide=True)

    def nat(self, name, desc):
        return self._add(("nt", name, desc), u1(12) + u2(self.utf8(name)) + u2(self.utf8(desc)))

    def field(self, c, n, d): return self._add(("f", c, n, d), u1(9) + u2(self.cls(c)) + u2(self.nat(n, d)))
    def method(self, c, n, d): return self._add(("m", c, n, d), u1(10) + u2(self.cls(c)) + u2(self.nat(n, d)))

    def count(self): return len(self.entries) + 1

    def bytes(self):
        return b"".join(e for e in self.entries if e is not None)


def vtype(cp, t):
    """Verification type: 'T' top, 'I', 'F', 'J', 'D', 'N' null, 'U' uninitializedThis,
    ('L', name) object, ('new', offset) uninitialized."""
    simple = {"T": 0, "I": 1, "F": 2, "D": 3, "J": 4, "N": 5, "U": 6}
    if isinstance(t, str):
        return u1(simple[t])
    if t[0] == "L":
        return u1(7) + u2(cp.cls(t[1]))
    return u1(8) + u2(t[1])


class ClassWriter:
    def __init__(self, name, super_name="java/lang/Object", version=61, access=0x21):
        self.cp = ConstPool()
        self.name, self.super_name, self.version, self.access = name, super_name, version, access
        self.methods = []
        self.fields = []
        self.interfaces = []

    def field(self, access, name, desc):
        self.fields.append(u2(access) + u2(self.cp.utf8(name)) + u2(self.cp.utf8(desc)) + u2(0))

    def method(self, access, name, desc, code=None, max_stack=2, max_locals=1, frames=None,
               handlers=()):
        """code: bytes; frames: [(offset, locals, stack)] full frames in offset order;
        handlers: [(start, end, handler, catch class name or None)]."""
        cp = self.cp
        attrs = []
        if code is not None:
            sub = b""
            nsub = 0
            if frames:
                body = u2(len(frames))
                prev = -1
                for off, locs, stk in frames:
                    delta = off if prev < 0 else off - prev - 1
                    prev = off
                    body += u1(255) + u2(delta) + u2(len(locs)) + b"".join(vtype(cp, t) for t in locs)
                    body += u2(len(stk)) + b"".join(vtype(cp, t) for t in stk)
                sub += u2(cp.utf8("StackMapTable")) + u4(len(body)) + body
                nsub += 1
            ex = u2(len(handlers)) + b"".join(
                u2(s) + u2(e) + u2(h) + u2(cp.cls(c) if c else 0) for s, e, h, c in handlers)
            body = u2(max_stack) + u2(max_locals) + u4(len(code)) + code + ex + u2(nsub) + sub
            attrs.append(u2(cp.utf8("Code")) + u4(len(body)) + body)
        self.methods.append(u2(access) + u2(cp.utf8(name)) + u2(cp.utf8(desc)) + u2(len(attrs)) + b"".join(attrs))

    def bytes(self):
        cp = self.cp
        this_i = cp.cls(self.name)
        super_i = cp.cls(self.super_name) if self.super_name else 0
        ifs = [cp.cls(i) for i in self.interfaces]
        tail = (u2(self.access) + u2(this_i) + u2(super_i) + u2(len(ifs)) + b"".join(u2(i) for i in ifs) +
                u2(len(self.fields)) + b"".join(self.fields) +
                u2(len(self.methods)) + b"".join(self.methods) + u2(0))
        return u4(0xCAFEBABE) + u2(0) + u2(self.version) + u2(cp.count()) + cp.bytes() + tail


def default_init(cw):
    """public <init>()V { aload_0; invokespecial super.<init>; return }"""
    m = cw.cp.method(cw.super_name, "<init>", "()V")
    cw.method(0x1, "<init>", "()V", bytes([0x2a, 0xb7]) + u2(m) + bytes([0xb1]), 1, 1)


def launcher(name, target, message="start"):
    """A main class that prints `message`, then calls target.run()V."""
    cw = ClassWriter(name)
    cp = cw.cp
    out = cp.field("java/lang/System", "out", "Ljava/io/PrintStream;")
    println = cp.method("java/io/PrintStream", "println", "(Ljava/lang/String;)V")
    run = cp.method(target, "run", "()V")
    code = (bytes([0xb2]) + u2(out) + bytes([0x13]) + u2(cp.string(message)) + bytes([0xb6]) + u2(println) +
            bytes([0xb8]) + u2(run) + bytes([0xb1]))
    cw.method(0x9, "main", "([Ljava/lang/String;)V", code, 2, 1)
    default_init(cw)
    return cw.bytes()
