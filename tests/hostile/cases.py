"""Hostile inputs for tests/extra_robust.py: bad bytecode, malformed class files and jars.

Each case writes its files into a directory and says how to run it; the runner runs it on
HotSpot and on minivm and compares stdout, the exit code and the first stderr line (or, with
`expect`, checks minivm's first stderr line against that text when HotSpot's differs by design)."""

import io
import os
import struct
import zipfile
import zlib

from classwriter import ClassWriter, default_init, launcher, u2, u4

OBJ = "java/lang/Object"


def _bad_class(name, code, ms=2, ml=1, frames=None, handlers=(), version=61, desc="()V", extra=None):
    cw = ClassWriter(name, version=version)
    c = code(cw.cp) if callable(code) else code
    cw.method(0x9, "run", desc, c, ms, ml, frames, handlers)
    if extra:
        extra(cw)
    return cw.bytes()


def _verify_case(name, code, **kw):
    """Main prints, then calls Bad_<name>.run()V, whose code is `code`."""
    cls = "Bad_" + name
    return {"files": {"Main_%s.class" % name: launcher("Main_%s" % name, cls),
                      cls + ".class": _bad_class(cls, code, **kw)},
            "main": "Main_%s" % name}


def B(*xs):
    out = b""
    for x in xs:
        out += x if isinstance(x, bytes) else bytes([x & 0xff])
    return out


def verify_cases():
    c = {}
    c["underflow"] = _verify_case("underflow", B(0x60, 0xb1))
    c["type_confusion"] = _verify_case("type_confusion", lambda cp: B(0x13, u2(cp.string("s")), 0x04, 0x60, 0x57, 0xb1))
    c["overflow"] = _verify_case("overflow", B(0x04, 0x04, 0x57, 0x57, 0xb1), ms=1)
    c["bad_branch"] = _verify_case("bad_branch", B(0xa7, 0x00, 0x64, 0xb1))
    c["branch_mid_insn"] = _verify_case("branch_mid_insn", B(0x10, 0x05, 0xa7, 0xff, 0xff, 0xb1))
    c["uninit_use"] = _verify_case("uninit_use", lambda cp: B(0xbb, u2(cp.cls(OBJ)), 0xb6,
                                   u2(cp.method(OBJ, "hashCode", "()I")), 0x57, 0xb1))
    c["falls_off"] = _verify_case("falls_off", B(0x03, 0x57))
    c["bad_cp_tag"] = _verify_case("bad_cp_tag", lambda cp: B(0xb2, u2(cp.utf8("notafield")), 0x57, 0xb1))
    c["bad_cp_index"] = _verify_case("bad_cp_index", B(0xb2, 0x7f, 0x00, 0x57, 0xb1))
    c["bad_local"] = _verify_case("bad_local", B(0x1a, 0x57, 0xb1))
    c["local_overflow"] = _verify_case("local_overflow", B(0x15, 0x05, 0x57, 0xb1))
    c["missing_return_value"] = _verify_case("missing_return_value", B(0xb1), desc="()I")
    c["unexpected_return_value"] = _verify_case("unexpected_return_value", B(0x03, 0xac))
    c["missing_frame"] = _verify_case("missing_frame", B(0x03, 0x99, 0x00, 0x04, 0x00, 0xb1))
    c["inconsistent_frame"] = _verify_case("inconsistent_frame", B(0x03, 0x99, 0x00, 0x04, 0x00, 0xb1),
                                           frames=[(5, [], ["I"])])
    c["dead_code_no_frame"] = _verify_case("dead_code_no_frame", B(0xb1, 0x00, 0xb1))
    c["areturn_int"] = _verify_case("areturn_int", B(0x03, 0xb0), desc="()Ljava/lang/String;")
    c["areturn_wrong_class"] = _verify_case("areturn_wrong_class", lambda cp: B(
        0xbb, u2(cp.cls(OBJ)), 0x59, 0xb7, u2(cp.method(OBJ, "<init>", "()V")), 0xb0),
        desc="()Ljava/lang/String;")
    c["athrow_string"] = _verify_case("athrow_string", lambda cp: B(0x13, u2(cp.string("s")), 0xbf))
    c["bad_argument"] = _verify_case("bad_argument", lambda cp: B(
        0x03, 0xb8, u2(cp.method("Bad_bad_argument", "take", "(Ljava/lang/String;)V")), 0xb1),
        extra=lambda cw: cw.method(0x9, "take", "(Ljava/lang/String;)V", B(0xb1), 0, 1))
    c["catch_not_throwable"] = _verify_case("catch_not_throwable", B(0x00, 0xb1, 0x57, 0xb1),
                                            handlers=[(0, 1, 2, "java/lang/String")],
                                            frames=[(2, [], [("L", "java/lang/String")])])
    c["handler_frame_mismatch"] = _verify_case("handler_frame_mismatch", B(0x00, 0xb1, 0x57, 0xb1),
                                               handlers=[(0, 1, 2, None)], frames=[(2, [], ["I"])])
    c["jsr_in_new_class"] = _verify_case("jsr_in_new_class", B(0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa9, 0x00),
                                         frames=[(4, [], [])])
    c["quick_opcode"] = _verify_case("quick_opcode", B(0xcb, 0x00, 0x00, 0xb1))
    c["uninit_this_return"] = _ctor_case("uninit_this_return", B(0xb1))
    c["wrong_init"] = _ctor_case("wrong_init", lambda cp: B(0x2a, 0xb7, u2(cp.method("java/lang/String", "<init>", "()V")), 0xb1))
    c["getfield_on_int"] = _verify_case("getfield_on_int", lambda cp: B(
        0x03, 0xb4, u2(cp.field("java/lang/String", "value", "[B")), 0x57, 0xb1))
    c["long_half"] = _verify_case("long_half", B(0x09, 0x3f, 0x1b, 0x57, 0xb1), ml=2)
    c["dup_long_half"] = _verify_case("dup_long_half", B(0x09, 0x59, 0x57, 0x58, 0xb1), ms=4)
    c["iinc_on_ref"] = _verify_case("iinc_on_ref", B(0x01, 0x4b, 0x84, 0x00, 0x01, 0xb1))
    c["new_array_class"] = _verify_case("new_array_class", lambda cp: B(0xbb, u2(cp.cls("[I")), 0x57, 0xb1))
    c["arraylength_int"] = _verify_case("arraylength_int", B(0x03, 0xbe, 0x57, 0xb1))
    c["wrong_array_load"] = _verify_case("wrong_array_load", B(0x03, 0xbc, 0x0a, 0x03, 0x31, 0x58, 0xb1), ms=3)
    c["switch_bad_target"] = _verify_case("switch_bad_target", B(0x03, 0xab, 0, 0, 0x00, 0x00, 0x10, 0x00,
                                                                0, 0, 0, 0, 0xb1))
    c["frame_bad_offset"] = _verify_case("frame_bad_offset", B(0x10, 0x05, 0x57, 0xb1), frames=[(1, [], [])])
    # version 49: no stack maps, the types are inferred (the old verifier's messages)
    c["old_type_confusion"] = _verify_case("old_type_confusion", lambda cp: B(
        0x13, u2(cp.string("s")), 0x04, 0x60, 0x57, 0xb1), version=49)
    c["old_bad_branch"] = _verify_case("old_bad_branch", lambda cp: B(
        0x03, 0x99, 0x00, 0x08, 0x03, 0xa7, 0x00, 0x06, 0x13, u2(cp.string("s")), 0x60, 0x57, 0xb1), version=49)
    # int on one path, String on the other: merged to top, then used as an int
    c["old_merge_conflict"] = _verify_case("old_merge_conflict", lambda cp: B(
        0x03, 0x99, 0x00, 0x08, 0x03, 0xa7, 0x00, 0x05, 0x12, cp.string("s"), 0x04, 0x60, 0x57, 0xb1), version=49)
    c["old_underflow"] = _verify_case("old_underflow", B(0x57, 0xb1), version=49)
    c["old_overflow"] = _verify_case("old_overflow", B(0x03, 0x03, 0x58, 0xb1), version=49, ms=1)
    c["old_falls_off"] = _verify_case("old_falls_off", B(0x00), version=49)
    c["old_areturn_int"] = _verify_case("old_areturn_int", B(0xb1), version=49, extra=lambda cw: cw.method(
        0x9, "get", "()Ljava/lang/String;", B(0x03, 0xb0), 1, 0))
    c["old_areturn_wrong_class"] = _verify_case("old_areturn_wrong_class", B(0xb1), version=49, extra=lambda cw: cw.method(
        0x9, "get", "()Ljava/lang/String;", B(0xbb, u2(cw.cp.cls(OBJ)), 0x59, 0xb7,
                                               u2(cw.cp.method(OBJ, "<init>", "()V")), 0xb0), 2, 0))
    # version 49 with jsr/ret: subroutines are typed per JVMS 4.10.2.4
    c["sub_iadd_ref"] = _verify_case("sub_iadd_ref", lambda cp: B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x12, cp.string("s"), 0x04, 0x60, 0x57, 0xa9, 0x00), version=49)
    c["sub_aload_int"] = _verify_case("sub_aload_int", B(
        0x03, 0x3c, 0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x2b, 0x57, 0xa9, 0x00), version=49, ml=2)
    c["sub_ret_int"] = _verify_case("sub_ret_int", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x03, 0x3c, 0xa9, 0x01), version=49, ml=2)
    c["sub_underflow"] = _verify_case("sub_underflow", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x57, 0xa9, 0x00), version=49)
    # local 1 is an int at the jsr; the subroutine stores a String into it
    c["sub_overwrites_local"] = _verify_case("sub_overwrites_local", lambda cp: B(
        0x03, 0x3c, 0xa8, 0x00, 0x06, 0x1b, 0x57, 0xb1, 0x4b, 0x12, cp.string("s"), 0x4c, 0xa9, 0x00),
        version=49, ml=2)
    # a returnAddress returned, from another method of the class (verified with it)
    c["retaddr_areturn"] = _verify_case("retaddr_areturn", B(0xb1), version=49, extra=lambda cw: cw.method(
        0x9, "get", "()Ljava/lang/Object;", B(0xa8, 0x00, 0x05, 0x01, 0xb0, 0xb0), 1, 0))
    c["retaddr_putstatic"] = _verify_case("retaddr_putstatic", lambda cp: B(
        0xa8, 0x00, 0x04, 0xb1, 0xb3, u2(cp.field("Bad_retaddr_putstatic", "f", "Ljava/lang/Object;")), 0xb1),
        version=49, extra=lambda cw: cw.field(0x9, "f", "Ljava/lang/Object;"))
    c["sub_aload_retaddr"] = _verify_case("sub_aload_retaddr", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x2a, 0x57, 0xa9, 0x00), version=49)
    c["retaddr_iadd"] = _verify_case("retaddr_iadd", B(0xa8, 0x00, 0x04, 0xb1, 0x04, 0x60, 0x57, 0xb1), version=49)
    c["sub_stack_height"] = _verify_case("sub_stack_height", B(
        0x03, 0xa8, 0x00, 0x08, 0x57, 0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa9, 0x00), version=49)
    # the ret returns past a jsr that is the last instruction
    c["jsr_last_insn"] = _verify_case("jsr_last_insn", B(
        0xa7, 0x00, 0x06, 0x4b, 0xa9, 0x00, 0xa8, 0xff, 0xfd), version=49)
    # local 0 holds the returnAddress on one path and an int on the other
    c["ret_merged_local"] = _verify_case("ret_merged_local", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x03, 0x99, 0x00, 0x05, 0x03, 0x3b, 0xa9, 0x00), version=49)
    # valid subroutines, which both VMs run: a javac-1.4-style try/finally (the catch-all handler calls
    # the finally subroutine too; the int in local 0 and the Throwable in local 1 survive it)
    c["sub_ok_finally"] = _verify_case("sub_ok_finally", lambda cp: B(
        0x04, 0x3b, 0xa8, 0x00, 0x0c, 0x1a, 0x57, 0xb1, 0x4c, 0xa8, 0x00, 0x05, 0x2b, 0xbf,
        0x4d, 0x12, cp.string("s"), 0x4e, 0xa9, 0x02), version=49, ml=4, ms=1, handlers=[(0, 2, 8, None)])
    c["sub_ok_long_kept"] = _verify_case("sub_ok_long_kept", B(
        0x0a, 0x3f, 0xa8, 0x00, 0x06, 0x1e, 0x58, 0xb1, 0x4d, 0x03, 0x3e, 0xa9, 0x02), version=49, ml=4)
    c["sub_ok_nested"] = _verify_case("sub_ok_nested", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa8, 0x00, 0x05, 0xa9, 0x00, 0x4c, 0xa9, 0x01), version=49, ml=2, ms=1)
    # local 1 is an int at one call and a String at the other; each keeps its type
    c["sub_ok_two_contexts"] = _verify_case("sub_ok_two_contexts", lambda cp: B(
        0x03, 0x3c, 0xa8, 0x00, 0x0e, 0x1b, 0x57, 0x12, cp.string("s"), 0x4c, 0xa8, 0x00, 0x06, 0x2b, 0x57, 0xb1,
        0x4b, 0xa9, 0x00), version=49, ml=2, ms=1)
    # a subroutine left by a goto back to a loop that calls it again (a finally with `continue`)
    c["sub_ok_goto_out"] = _verify_case("sub_ok_goto_out", B(
        0x03, 0x3c, 0x84, 0x01, 0x01, 0x1b, 0x06, 0xa2, 0x00, 0x06, 0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa7, 0xff, 0xf3),
        version=49, ml=2, ms=2)
    c["sub_recursive"] = _verify_case("sub_recursive", B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa8, 0xff, 0xff, 0xa9, 0x00), version=49, ml=1, ms=1)
    # version 50 with jsr: HotSpot fails over to inference; a failure reports the type checker's error
    c["sub_v50_iadd_ref"] = _verify_case("sub_v50_iadd_ref", lambda cp: B(
        0xa8, 0x00, 0x04, 0xb1, 0x4b, 0x12, cp.string("s"), 0x04, 0x60, 0x57, 0xa9, 0x00), version=50)
    c["sub_ok_v50"] = _verify_case("sub_ok_v50", B(0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa9, 0x00), version=50)
    c["jsr_bad_target"] = _verify_case("jsr_bad_target", B(0xa8, 0x00, 0x64, 0xb1), version=49)
    c["jsr_mid_insn"] = _verify_case("jsr_mid_insn", B(0xa8, 0x00, 0x05, 0xb1, 0x10, 0x05, 0xb1), version=49)
    return c


def _ctor_case(name, init_code):
    """Bad_<name>.<init>()V is `init_code`; run() does new Bad_<name>()."""
    cls = "Bad_" + name
    cw = ClassWriter(cls)
    cp = cw.cp
    cw.method(0x1, "<init>", "()V", init_code(cp) if callable(init_code) else init_code, 2, 1)
    cw.method(0x9, "run", "()V", B(0xbb, u2(cp.cls(cls)), 0xb7, u2(cp.method(cls, "<init>", "()V")), 0xb1), 2, 0)
    return {"files": {"Main_%s.class" % name: launcher("Main_%s" % name, cls), cls + ".class": cw.bytes()},
            "main": "Main_%s" % name}


def good_class_with_dead_code():
    """Runs when not verified: the dead `nop` after `return` has no stack map frame."""
    cls = "Bad_noverify"
    cw = ClassWriter(cls)
    cw.method(0x9, "run", "()V", B(0xb1, 0x00, 0xb1), 0, 0)
    return {"files": {"Main_noverify.class": launcher("Main_noverify", cls, "ran unverified"),
                      cls + ".class": cw.bytes()}, "main": "Main_noverify"}


# ---- malformed class files -------------------------------------------------------------------

def malformed_class_cases():
    c = {}
    good = _bad_class("Bad_trunc", B(0xb1))
    c["truncated_class"] = {"files": {"Main_trunc.class": launcher("Main_trunc", "Bad_trunc"),
                                      "Bad_trunc.class": good[:len(good) // 2]}, "main": "Main_trunc"}
    c["garbage_class"] = {"files": {"Main_garb.class": launcher("Main_garb", "Bad_garb"),
                                    "Bad_garb.class": bytes((i * 37 + 11) & 0xff for i in range(300))},
                          "main": "Main_garb"}
    c["absurd_cp_count"] = {"files": {"Main_cp.class": launcher("Main_cp", "Bad_cp"),
                                      "Bad_cp.class": u4(0xCAFEBABE) + u2(0) + u2(61) + u2(0xffff) + b"\x01\x00"},
                            "main": "Main_cp"}
    c["empty_class"] = {"files": {"Main_empty.class": launcher("Main_empty", "Bad_empty"), "Bad_empty.class": b""},
                        "main": "Main_empty"}
    c["future_version"] = {"files": {"Main_ver.class": launcher("Main_ver", "Bad_ver"),
                                     "Bad_ver.class": _bad_class("Bad_ver", B(0xb1), version=99)},
                           "main": "Main_ver"}
    a = ClassWriter("Bad_circA", super_name="Bad_circB")
    b = ClassWriter("Bad_circB", super_name="Bad_circA")
    c["circularity"] = {"files": {"Main_circ.class": launcher("Main_circ", "Bad_circA"),
                                  "Bad_circA.class": a.bytes(), "Bad_circB.class": b.bytes()}, "main": "Main_circ"}
    t = launcher("Main_truncmain", "Nothing")
    c["truncated_main"] = {"files": {"Main_truncmain.class": t[:40]}, "main": "Main_truncmain"}
    c["garbage_main"] = {"files": {"Main_garbmain.class": b"\x00" * 64}, "main": "Main_garbmain"}
    return c


# ---- jars -----------------------------------------------------------------------------------

def _jar(entries, manifest="Manifest-Version: 1.0\nMain-Class: Main_jar\n"):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        if manifest is not None:
            z.writestr("META-INF/MANIFEST.MF", manifest)
        for n, d in entries.items():
            z.writestr(n, d)
    return buf.getvalue()


def _bomb_jar():
    """Main-Class's entry declares 1 KiB but inflates to 64 MiB of zeros."""
    data = launcher("Main_jar", "Nothing")
    jar = bytearray(_jar({"Main_jar.class": data}))
    big = zlib.compressobj(9, zlib.DEFLATED, -15)
    payload = big.compress(b"\0" * (64 << 20)) + big.flush()
    # rebuild with the lying sizes: local header, data, central directory, end record
    name = b"Main_jar.class"
    crc = 0
    out = bytearray()
    man = _jar({}, "Manifest-Version: 1.0\nMain-Class: Main_jar\n")
    with zipfile.ZipFile(io.BytesIO(man)) as z:
        mi = z.getinfo("META-INF/MANIFEST.MF")
        mdata = z.read("META-INF/MANIFEST.MF")
    mcomp = zlib.compressobj(9, zlib.DEFLATED, -15)
    mpay = mcomp.compress(mdata) + mcomp.flush()
    ents = [(b"META-INF/MANIFEST.MF", mpay, len(mdata), zlib.crc32(mdata)), (name, payload, 1024, crc)]
    cd = bytearray()
    for n, pay, usize, c in ents:
        off = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, 8, 0, 0, c, len(pay), usize, len(n), 0) + n + pay
        cd += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 20, 20, 0, 8, 0, 0, c, len(pay), usize, len(n),
                          0, 0, 0, 0, 0, off) + n
    cdoff = len(out)
    out += cd + struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, len(ents), len(ents), len(cd), cdoff, 0)
    del jar, mi
    return bytes(out)


def jar_cases():
    c = {}
    main = launcher("Main_jar", "Bad_jar_target", "in jar")
    target = ClassWriter("Bad_jar_target")
    target.method(0x9, "run", "()V", B(0xb1), 0, 0)
    ok = _jar({"Main_jar.class": main, "Bad_jar_target.class": target.bytes()})
    c["jar_ok"] = {"files": {"ok.jar": ok}, "jar": "ok.jar"}
    c["jar_no_main_class"] = {"files": {"nomain.jar": _jar({"Main_jar.class": main}, "Manifest-Version: 1.0\n")},
                              "jar": "nomain.jar"}
    c["jar_no_manifest"] = {"files": {"noman.jar": _jar({"Main_jar.class": main}, None)}, "jar": "noman.jar"}
    c["jar_missing"] = {"files": {}, "jar": "missing.jar"}
    c["jar_garbage"] = {"files": {"garbage.jar": bytes((i * 91 + 7) & 0xff for i in range(2000))},
                        "jar": "garbage.jar"}
    bad_cd = bytearray(ok)
    eocd = bad_cd.rfind(b"PK\x05\x06")
    struct.pack_into("<I", bad_cd, eocd + 16, len(bad_cd) + 1000)      # central directory offset past the end
    c["jar_bad_central_directory"] = {"files": {"badcd.jar": bytes(bad_cd)}, "jar": "badcd.jar"}
    bad_cd2 = bytearray(ok)
    cd = struct.unpack_from("<I", bad_cd2, eocd + 16)[0]
    bad_cd2[cd:cd + 4] = b"XXXX"                                          # broken central header
    c["jar_bad_central_header"] = {"files": {"badch.jar": bytes(bad_cd2)}, "jar": "badch.jar"}
    trunc = ok[: len(ok) * 2 // 3]
    c["jar_truncated"] = {"files": {"trunc.jar": trunc}, "jar": "trunc.jar"}
    # java and minivm read the declared 1 KiB of zeros and no further: a ClassFormatError
    c["jar_bomb"] = {"files": {"bomb.jar": _bomb_jar()}, "jar": "bomb.jar"}
    # java's class path reads make no CRC-32 check: the class runs
    bad_crc = bytearray(ok)
    at = 0
    while True:
        at = bad_crc.find(b"Main_jar.class", at)
        if at < 0:
            break
        for name_at, crc_at, sig in ((30, 14, b"PK\x03\x04"), (46, 16, b"PK\x01\x02")):
            h = at - name_at
            if h >= 0 and bad_crc[h:h + 4] == sig:
                struct.pack_into("<I", bad_crc, h + crc_at, 0x12345678)
        at += 1
    c["jar_bad_crc"] = {"files": {"badcrc.jar": bytes(bad_crc)}, "jar": "badcrc.jar"}
    c["jar_dir"] = {"files": {"dir.jar/x": b""}, "jar": "dir.jar"}
    return c


def main_class_cases():
    """The main class itself fails verification: java reports it before running main."""
    c = {}
    cw = ClassWriter("Main_badverify")
    cw.method(0x9, "main", "([Ljava/lang/String;)V", B(0x60, 0xb1), 2, 1)
    c["main_fails_verification"] = {"files": {"Main_badverify.class": cw.bytes()}, "main": "Main_badverify"}
    cw = ClassWriter("Main_oldverify", version=49)
    cw.method(0x9, "main", "([Ljava/lang/String;)V", B(0x1b, 0x57, 0xb1), 2, 2)
    c["main_old_uninitialized_register"] = {"files": {"Main_oldverify.class": cw.bytes()}, "main": "Main_oldverify"}
    return c


def all_cases():
    out = {}
    for k, v in main_class_cases().items():
        out["verify/" + k] = v
    for k, v in verify_cases().items():
        out["verify/" + k] = v
    for k, v in malformed_class_cases().items():
        out["classfile/" + k] = v
    for k, v in jar_cases().items():
        out["jar/" + k] = v
    return out


def write_case(case, d):
    os.makedirs(d, exist_ok=True)
    for n, data in case["files"].items():
        p = os.path.join(d, n)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
