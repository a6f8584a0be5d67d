"""A strict HPROF ("JAVA PROFILE 1.0.1/1.0.2") checker: parses every record and heap-dump
sub-record to its exact length and checks that every id resolves (names to UTF8 records,
classes to LOAD CLASS and CLASS DUMP, references to dumped objects or classes, thread-object
stack traces to STACK TRACE records) and that instance dumps hold exactly their class chain's
fields. Used by tests/extra_graph.py on minivm-trace's dumps and on one written by HotSpot.

    python3 tests/hprof_check.py [--lenient] FILE.hprof
        prints a summary, or the problems with exit status 1 (--lenient: count references to
        objects that are not dumped instead of failing; HotSpot's dumps have a few)
"""
import struct
import sys

_BASIC = {2: None, 4: 1, 5: 2, 6: 4, 7: 8, 8: 1, 9: 2, 10: 4, 11: 8}   # None: an id
_TOP = {0x01: "UTF8", 0x02: "LOAD CLASS", 0x03: "UNLOAD CLASS", 0x04: "STACK FRAME", 0x05: "STACK TRACE",
        0x06: "ALLOC SITES", 0x07: "HEAP SUMMARY", 0x0A: "START THREAD", 0x0B: "END THREAD", 0x0C: "HEAP DUMP",
        0x0D: "CPU SAMPLES", 0x0E: "CONTROL SETTINGS", 0x1C: "HEAP DUMP SEGMENT", 0x2C: "HEAP DUMP END"}


class HprofError(Exception):
    pass


class Hprof:
    """The parsed file: utf8 {id: bytes}, classes {class id: dict}, objects {id: (kind, class id
    or basic type, length, [reference ids])}, roots [(sub-tag, id)], and counts."""

    def __init__(self, data, strict=True):
        self.strict = strict
        self.dangling = 0   # references to objects not dumped (HotSpot writes some: archived heap objects)
        self.utf8, self.load_class, self.classes, self.objects = {}, {}, {}, {}
        self.roots, self.stack_traces, self.thread_objects = [], set(), []
        self.instances = []   # (id, class id, field bytes)
        self.counts = {}
        self.ended = False
        self._parse(data)
        self._resolve()

    def _parse(self, data):
        end = data.find(b"\0")
        if end < 0 or data[:end] not in (b"JAVA PROFILE 1.0.1", b"JAVA PROFILE 1.0.2"):
            raise HprofError("bad header %r" % data[:20])
        self.version = data[:end].decode()
        if len(data) < end + 13:
            raise HprofError("truncated header")
        self.idsize = struct.unpack(">I", data[end + 1:end + 5])[0]
        if self.idsize not in (4, 8):
            raise HprofError("identifier size %d" % self.idsize)
        self.idfmt = ">I" if self.idsize == 4 else ">Q"
        pos = end + 13
        while pos < len(data):
            if self.ended:
                raise HprofError("records after HEAP DUMP END at %d" % pos)
            if pos + 9 > len(data):
                raise HprofError("truncated record header at %d" % pos)
            tag = data[pos]
            length = struct.unpack(">I", data[pos + 5:pos + 9])[0]
            body = data[pos + 9:pos + 9 + length]
            if len(body) != length:
                raise HprofError("record 0x%02x at %d: length %d beyond the end" % (tag, pos, length))
            if tag not in _TOP:
                raise HprofError("unknown record tag 0x%02x at %d" % (tag, pos))
            self.counts[_TOP[tag]] = self.counts.get(_TOP[tag], 0) + 1
            self._record(tag, body, pos)
            pos += 9 + length

    def _id(self, b, off):
        if off + self.idsize > len(b):
            raise HprofError("truncated id")
        return struct.unpack(self.idfmt, b[off:off + self.idsize])[0], off + self.idsize

    def _u(self, b, off, n):
        if off + n > len(b):
            raise HprofError("truncated field")
        return int.from_bytes(b[off:off + n], "big"), off + n

    def _record(self, tag, b, pos):
        I = self.idsize
        if tag == 0x01:
            i, _ = self._id(b, 0)
            if i in self.utf8:
                raise HprofError("duplicate UTF8 id %#x" % i)
            self.utf8[i] = b[I:]
        elif tag == 0x02:
            if len(b) != 8 + 2 * I:
                raise HprofError("LOAD CLASS length %d at %d" % (len(b), pos))
            serial, o = self._u(b, 0, 4)
            cid, o = self._id(b, o)
            _, o = self._u(b, o, 4)
            name, o = self._id(b, o)
            self.load_class[cid] = name
        elif tag == 0x04:
            if len(b) != 4 * I + 8:
                raise HprofError("STACK FRAME length %d" % len(b))
        elif tag == 0x05:
            serial, o = self._u(b, 0, 4)
            _, o = self._u(b, o, 4)
            n, o = self._u(b, o, 4)
            if len(b) != 12 + n * I:
                raise HprofError("STACK TRACE length %d for %d frames" % (len(b), n))
            self.stack_traces.add(serial)
        elif tag in (0x0C, 0x1C):
            self._heap(b, pos)
        elif tag == 0x2C:
            if b:
                raise HprofError("HEAP DUMP END with a body")
            self.ended = True

    def _value(self, b, o, t):
        if t not in _BASIC:
            raise HprofError("bad basic type %d" % t)
        if _BASIC[t] is None:
            return self._id(b, o)
        return self._u(b, o, _BASIC[t])

    def _add_object(self, oid, what):
        if oid == 0:
            raise HprofError("object id 0")
        if oid in self.objects or oid in self.classes:
            raise HprofError("duplicate object id %#x" % oid)
        self.objects[oid] = what

    def _heap(self, b, pos):
        o = 0
        roots = {0xFF: 0, 0x01: self.idsize, 0x02: 8, 0x03: 8, 0x04: 4, 0x05: 0, 0x06: 4, 0x07: 0, 0x08: 8}
        while o < len(b):
            sub = b[o]
            o += 1
            if sub in roots:
                rid, o = self._id(b, o)
                if sub == 0x08:
                    _, o2 = self._u(b, o, 4)
                    st, _ = self._u(b, o2, 4)
                    self.thread_objects.append((rid, st))
                o += roots[sub]
                if o > len(b):
                    raise HprofError("truncated root")
                self.roots.append((sub, rid))
            elif sub == 0x20:
                cid, o = self._id(b, o)
                _, o = self._u(b, o, 4)
                sup, o = self._id(b, o)
                o += 5 * self.idsize
                size, o = self._u(b, o, 4)
                ncp, o = self._u(b, o, 2)
                for _ in range(ncp):
                    _, o = self._u(b, o, 2)
                    t, o = self._u(b, o, 1)
                    _, o = self._value(b, o, t)
                nst, o = self._u(b, o, 2)
                statics = []
                for _ in range(nst):
                    name, o = self._id(b, o)
                    t, o = self._u(b, o, 1)
                    v, o = self._value(b, o, t)
                    statics.append((name, t, v))
                nf, o = self._u(b, o, 2)
                fields = []
                for _ in range(nf):
                    name, o = self._id(b, o)
                    t, o = self._u(b, o, 1)
                    if t not in _BASIC:
                        raise HprofError("bad field type %d" % t)
                    fields.append((name, t))
                if cid in self.classes or cid in self.objects or cid == 0:
                    raise HprofError("duplicate or zero class id %#x" % cid)
                self.classes[cid] = {"super": sup, "size": size, "statics": statics, "fields": fields}
            elif sub == 0x21:
                oid, o = self._id(b, o)
                _, o = self._u(b, o, 4)
                cid, o = self._id(b, o)
                n, o = self._u(b, o, 4)
                if o + n > len(b):
                    raise HprofError("truncated instance %#x" % oid)
                self._add_object(oid, ["instance", cid, n, []])
                self.instances.append((oid, cid, b[o:o + n]))
                o += n
            elif sub == 0x22:
                oid, o = self._id(b, o)
                _, o = self._u(b, o, 4)
                n, o = self._u(b, o, 4)
                cid, o = self._id(b, o)
                if o + n * self.idsize > len(b):
                    raise HprofError("truncated object array %#x" % oid)
                refs = [self._id(b, o + k * self.idsize)[0] for k in range(n)]
                o += n * self.idsize
                self._add_object(oid, ["object array", cid, n, refs])
            elif sub == 0x23:
                oid, o = self._id(b, o)
                _, o = self._u(b, o, 4)
                n, o = self._u(b, o, 4)
                t, o = self._u(b, o, 1)
                if t not in _BASIC or _BASIC[t] is None:
                    raise HprofError("bad primitive array type %d" % t)
                o += n * _BASIC[t]
                if o > len(b):
                    raise HprofError("truncated primitive array %#x" % oid)
                self._add_object(oid, ["primitive array", t, n, []])
            else:
                raise HprofError("unknown heap-dump sub-record 0x%02x in the record at %d" % (sub, pos))

    def _resolve(self):
        problems = []

        def ref_ok(i):
            return i == 0 or i in self.objects or i in self.classes

        for cid, name in self.load_class.items():
            if name not in self.utf8:
                problems.append("LOAD CLASS %#x: name id %#x is no UTF8 record" % (cid, name))
        for cid, c in self.classes.items():
            if cid not in self.load_class:
                problems.append("CLASS DUMP %#x has no LOAD CLASS" % cid)
            if c["super"] and c["super"] not in self.classes:
                problems.append("class %#x: super %#x not dumped" % (cid, c["super"]))
            for name, t, v in c["statics"]:
                if name not in self.utf8:
                    problems.append("class %#x: static name id %#x" % (cid, name))
                if t == 2 and not ref_ok(v):
                    problems.append("class %#x: static refers to %#x" % (cid, v))
            for name, t in c["fields"]:
                if name not in self.utf8:
                    problems.append("class %#x: field name id %#x" % (cid, name))
        for oid, cid, fb in self.instances:
            chain, c, seen = [], cid, set()
            while c:
                if c not in self.classes or c in seen:
                    problems.append("instance %#x: class %#x not dumped" % (oid, c))
                    chain = None
                    break
                seen.add(c)
                chain.append(self.classes[c])
                c = self.classes[c]["super"]
            if chain is None:
                continue
            o, refs = 0, []
            for cl in chain:
                for name, t in cl["fields"]:
                    v, o = self._value(fb, o, t)
                    if t == 2:
                        refs.append(v)
            if o != len(fb):
                problems.append("instance %#x: %d field bytes, its classes declare %d" % (oid, len(fb), o))
            self.objects[oid][3] = refs
        for oid, (kind, cls, n, refs) in self.objects.items():
            if kind == "object array" and cls not in self.classes:
                problems.append("object array %#x: class %#x not dumped" % (oid, cls))
            for r in refs:
                if not ref_ok(r):
                    self.dangling += 1
                    if self.strict:
                        problems.append("%s %#x refers to %#x, which is not dumped" % (kind, oid, r))
        for sub, rid in self.roots:
            if not ref_ok(rid) or rid == 0:
                problems.append("root 0x%02x refers to %#x, which is not dumped" % (sub, rid))
        for rid, st in self.thread_objects:
            if st not in self.stack_traces:
                problems.append("thread object %#x: stack trace %d missing" % (rid, st))
        if (self.counts.get("HEAP DUMP SEGMENT") and not self.ended):
            problems.append("no HEAP DUMP END after the segments")
        if problems:
            raise HprofError("%d problems: %s" % (len(problems), "; ".join(problems[:5])))

    def class_name(self, cid):
        return self.utf8.get(self.load_class.get(cid), b"?").decode("utf-8", "replace")


def check(path, strict=True):
    """The parsed Hprof of a file; HprofError on any problem (strict=False: references from
    objects to objects not dumped are only counted, in .dangling)."""
    with open(path, "rb") as f:
        return Hprof(f.read(), strict)


if __name__ == "__main__":
    lenient = sys.argv[1:2] == ["--lenient"]
    path = sys.argv[-1]
    try:
        h = check(path, not lenient)
    except (HprofError, OSError) as e:
        print("%s: %s" % (path, e))
        sys.exit(1)
    print("%s: OK: %s, %d objects, %d classes, %d roots, %d dangling references, records %s" % (
        path, h.version, len(h.objects), len(h.classes), len(h.roots), h.dangling, h.counts))
