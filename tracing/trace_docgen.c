/* trace_docgen.c: prints docs/trace-format.md, generated from tracing/events.def through the
 * descriptor table (trace_format.c). A test checks that the committed document equals this
 * program's output:  <build>/tracing/trace-docgen > docs/trace-format.md */
#include <stdio.h>
#include <string.h>

#include "trace_format.h"

static const struct {
    TraceEnc enc;
    const char *name, *meaning;
} encs[] = {
    {TENC_H1, "H1", "1 header bit"},
    {TENC_H4, "H4", "4 header bits, unsigned"},
    {TENC_H8, "H8", "8 header bits, unsigned"},
    {TENC_H16, "H16", "16 header bits, unsigned"},
    {TENC_H24, "H24", "24 header bits, unsigned"},
    {TENC_S23, "S23", "23 header bits, two's complement"},
    {TENC_SITE, "SITE", "16 header bits; values from 0xFFFF on: 0xFFFF there and the value in an escape word"},
    {TENC_LEN, "LEN", "8 header bits; values from 0xFF on: 0xFF there and the value in an escape word"},
    {TENC_CNT, "CNT", "24 header bits; values from 0xFFFFFF on: 0xFFFFFF there and the value in an escape word"},
    {TENC_U32, "U32", "one body word, unsigned"},
    {TENC_S32, "S32", "one body word, two's complement"},
    {TENC_U64, "U64", "two body words, the low word first"},
    {TENC_STR, "STR", "one body word with the byte length n, then n bytes of UTF-8, zero-padded to a word"},
    {TENC_FRAMES, "FRAMES", "one body word with the count n, then n pairs of words: method id (U32), bci (S32)"},
    {TENC_PK12, "PK12", "24 header bits: the 2-bit kinds of up to 12 reference slots (the first in the highest bits: 11 null, 01 relative, 10 absolute, 00 no more); in the body, per slot in order: a relative one's S32 word, an absolute one's U64"},
    {TENC_PK11, "PK11", "the same in 22 header bits: up to 11 slots"},
    {TENC_PTRS, "PTRS", "a pointer list in the body: the slot count n (at most 1024), ceil(n / 16) words of 2-bit kinds (16 per word, the first slot in bits 31..30; as PK12, without 00), then the payload as PK12"},
};

static const char *enc_name(TraceEnc e) {
    for (size_t i = 0; i < sizeof encs / sizeof encs[0]; i++)
        if (encs[i].enc == e) return encs[i].name;
    return "?";
}

static unsigned header_bits(TraceEnc e) {
    switch (e) {
    case TENC_H1: return 1;
    case TENC_H4: return 4;
    case TENC_H8: return 8;
    case TENC_H16: return 16;
    case TENC_H24: return 24;
    case TENC_S23: return 23;
    case TENC_SITE: return 16;
    case TENC_LEN: return 8;
    case TENC_CNT: return 24;
    case TENC_PK12: return 24;
    case TENC_PK11: return 22;
    default: return 0;
    }
}

static unsigned body_words(TraceEnc e) { return e == TENC_U32 || e == TENC_S32 ? 1 : e == TENC_U64 ? 2 : 0; }
static bool variable(TraceEnc e) { return e == TENC_STR || e == TENC_FRAMES || e == TENC_PK12 || e == TENC_PK11 || e == TENC_PTRS; }
static bool escaped(TraceEnc e) { return e == TENC_SITE || e == TENC_LEN || e == TENC_CNT; }

static void print_event(const TraceEventDesc *d) {
    printf("### 0x%02X %s\n\n%c%s.\n\n", d->id, d->name, d->doc[0] >= 'a' && d->doc[0] <= 'z' ? d->doc[0] - 'a' + 'A' : d->doc[0],
           d->doc + 1);
    printf("| word | bits | field | encoding | meaning |\n| --- | --- | --- | --- | --- |\n");
    printf("| 0 | 31..24 | id | | 0x%02X |\n", d->id);
    unsigned sh = 24, word = 1, bytes = 4;
    bool var = false;
    unsigned var_min = 0;   /* bytes of the first variable field at least */
    for (unsigned i = 0; i < d->nfields; i++) {
        const TraceFieldDesc *f = &d->fields[i];
        unsigned b = header_bits(f->enc);
        if (!b) continue;
        printf("| 0 | %u..%u | %s | %s | %s |\n", sh - 1, sh - b, f->name, enc_name(f->enc), f->doc);
        sh -= b;
    }
    if (sh) printf("| 0 | %u..0 | | | zero |\n", sh - 1);
    for (unsigned i = 0; i < d->nfields; i++) {
        const TraceFieldDesc *f = &d->fields[i];
        if (header_bits(f->enc) && f->enc != TENC_PK12 && f->enc != TENC_PK11) continue;
        unsigned w = body_words(f->enc);
        char where[32];
        if (var) snprintf(where, sizeof where, "then");
        else if (variable(f->enc)) snprintf(where, sizeof where, "%u...", word);
        else if (w == 1) snprintf(where, sizeof where, "%u", word);
        else snprintf(where, sizeof where, "%u-%u", word, word + 1);
        printf("| %s | | %s | %s | %s |\n", where, f->name, enc_name(f->enc), f->doc);
        if (variable(f->enc) && !var) var_min = f->enc == TENC_PK12 || f->enc == TENC_PK11 ? 0 : 4;
        if (variable(f->enc)) var = true;
        if (!var) {
            word += w;
            bytes += 4 * w;
        }
    }
    unsigned esc = 0;
    for (unsigned i = 0; i < d->nfields; i++)
        if (escaped(d->fields[i].enc)) {
            printf("| then | | %s escape | U32 | only when the header field holds its escape value |\n",
                   d->fields[i].name);
            esc++;
        }
    if (var) printf("\nSize: variable (at least %u bytes).\n\n", bytes + var_min);
    else if (esc) printf("\nSize: %u bytes, plus 4 per escape word.\n\n", bytes);
    else printf("\nSize: %u bytes.\n\n", bytes);
}

static const char *const categories[][2] = {
    {"PHASE", "Phase events"},
    {"BOOK", "Bookkeeping events"},
    {"ALLOC", "Allocation events"},
    {"MOVE", "Move events"},
    {"SYM", "Symbol records (the symbols file)"},
    {"DUMP", "Heap dump records (the heap file, -Xtrace:verify)"},
    {"FILE", "File header record"},
};

int main(void) {
    size_t n;
    const TraceEventDesc *d = trace_event_descs(&n);
    printf("# The minivm trace format (version %u)\n\n", TRACE_VERSION);
    printf("<!-- GENERATED by tracing/trace_docgen.c from tracing/events.def: do not edit by hand.\n"
           "     Regenerate with: <build>/tracing/trace-docgen > docs/trace-format.md -->\n\n");
    printf("`minivm -Xtrace[:file=DIR,...]` writes a trace directory (default `./minivm-<pid>.trace`)\n"
           "with up to three files. `docs/tracing.md` describes how the VM records them.\n\n"
           "| file | holds |\n| --- | --- |\n"
           "| `events` | the phase, bookkeeping, allocation and move events, in frames |\n"
           "| `symbols` | types, methods, allocation sites and GC causes, each written before any event that uses it |\n"
           "| `heap` | with `-Xtrace:verify` only: the VM's own list of heap objects at every GC end and at exit |\n\n");
    printf("## Files and frames\n\n"
           "All three files are sequences of little-endian 32-bit words. A file starts with the magic\n"
           "word 0x%08X (the bytes `MVTR`), the format version (%u; a decoder rejects any other) and a\n"
           "FILE_INFO record (pointer size, heap alignment, VM, start time, options). Frames follow:\n"
           "one per flushed buffer, each a header of %u words and a payload of whole records:\n\n",
           TRACE_MAGIC, TRACE_VERSION, TRACE_FRAME_WORDS);
    printf("| word | field | meaning |\n| --- | --- | --- |\n");
    for (unsigned i = 0; i < TRACE_FRAME_WORDS; i++)
        printf("| %u | %s | %s |\n", i, trace_frame_field_name[i], trace_frame_field_doc[i]);
    printf("\nEvery frame of the events file holds the events of one thread (or of the VM, thread 0)\n"
           "in the order that thread recorded them. A file cut short (a killed VM) decodes up to its\n"
           "last whole frame; a partial last frame is reported with its offset and ignored. A frame\n"
           "whose magic, size, CRC or number is wrong is a corrupted trace, reported with its offset.\n\n");
    printf("## Records\n\n"
           "Word 0 of a record holds its id in bits 31..24 and the header fields in bits 23..0,\n"
           "packed from bit 23 down in table order. The body fields follow in table order, then the\n"
           "escape words of escaped header fields, in table order. Encodings:\n\n"
           "| encoding | meaning |\n| --- | --- |\n");
    for (size_t i = 0; i < sizeof encs / sizeof encs[0]; i++) printf("| %s | %s |\n", encs[i].name, encs[i].meaning);
    printf("\nAll addresses are absolute, except the relative old addresses of MOVE_FAST and\n"
           "MOVE_FAST_NARROW: `(old address - base) / alignment`, with the base of the GC_START\n"
           "of the GC.\n\n");
    printf("Record ids follow the AntTracks thesis (Lengauer 2017, figure 28) where the meaning is the\n"
           "same. The thesis's two JIT compilers are one here (JIT, ids 0x14-0x17); VM code allocates\n"
           "with its own fast, normal and typed events (0x1A-0x1C) besides 0x0F; 0x18, 0x19, 0x1D and\n"
           "0x2C-0x2F stay reserved; the pointer events of `-Xtrace:pointers` take 0x26-0x2B. The\n"
           "synchronization points of a rotated trace use 0x24, 0x25 (as in the thesis) and 0x30-0x34;\n"
           "docs/tracing.md (Rotation, Compression) describes the ring of events files and the\n"
           "compressed frames.\n\n");
    printf("| id | record | category | summary |\n| --- | --- | --- | --- |\n");
    for (size_t i = 0; i < n; i++) printf("| 0x%02X | %s | %s | %s |\n", d[i].id, d[i].name, d[i].category, d[i].doc);
    printf("\n");
    for (size_t c = 0; c < sizeof categories / sizeof categories[0]; c++) {
        printf("## %s\n\n", categories[c][1]);
        for (size_t i = 0; i < n; i++)
            if (!strcmp(d[i].category, categories[c][0])) print_event(&d[i]);
    }
    printf(
        "## Reconstruction\n\n"
        "The heap at any GC start or end (a phase change) follows from the events alone\n"
        "(`tracing/heap_model.c`; `minivm-trace verify` checks it against the VM's own heap):\n\n"
        "1. **Order.** A thread's events are in its order. GC_START and GC_END are synchronized:\n"
        "   every buffer is flushed before them, so all events of a phase lie between them.\n"
        "2. **Types and sizes.** An allocation site implies its type (SYM_SITE.type); an instance's\n"
        "   size is SYM_TYPE.size, an array's `align_up(size + len * elem, alignment)`. The *_SLOW_TYPE\n"
        "   events give type and size (units of the alignment) where the site cannot: inner arrays of\n"
        "   multianewarray, class mirrors, clone, fillers (site 1).\n"
        "3. **TLAB addresses.** TLAB_ALLOC starts a thread's TLAB. The address of a *_FAST event is\n"
        "   the TLAB's fill level, which then grows by the object's size:\n"
        "   `address(obj_0) = TLAB start; address(obj_n) = address(obj_n-1) + size(obj_n-1)`.\n"
        "   An event with an address inside the thread's TLAB (SLOW: the first object of a new TLAB,\n"
        "   a filler retiring it) must be at the fill level and advances it; elsewhere (NORMAL: the\n"
        "   object was allocated outside any TLAB) the object stands alone.\n"
        "4. **Fillers.** A retired TLAB's or PLAB's rest, a GC copy that lost its forwarding race and a\n"
        "   free chunk of a free-list heap become dead `int[]` or `Object` fillers, recorded as\n"
        "   ALLOC_VM_SLOW_TYPE with site 1, so the reconstructed heap stays parsable and equal to the\n"
        "   VM's. A filler is dead space: objects and smaller fillers placed over it later (a TLAB or\n"
        "   an object taken from a free chunk, and the chunk's rest) replace it.\n"
        "5. **GC phase.** The heap before the GC is read (the back), the moved objects are written\n"
        "   (the front). MOVE_SLOW gives both addresses. PLAB_ALLOC starts a PLAB of the frame's\n"
        "   thread in a slot (0: young destinations, 1: old); a MOVE_FAST* object goes to that slot's\n"
        "   fill level, which grows by its size. MOVE_REGION moves `count` neighbouring objects (no\n"
        "   gaps between them) by one offset; with `to == from` they are kept in place. KEEP_ALIVE\n"
        "   keeps one object in place.\n"
        "6. **Deaths.** There are no death events. At GC_END, an object of a collected space (every\n"
        "   space for a major GC, the GC_INFO spaces for a minor one) without a move or keep-alive\n"
        "   is dead; objects of other spaces stay. The front, sorted by address, is the new heap.\n"
        "7. **Failed GCs.** GC_FAILED names a space whose objects all stay where they were: its\n"
        "   moves were copies. A full GC follows and removes the duplicates.\n"
        "8. **LABs end** at every GC_START and GC_END.\n"
        "9. **Site ids.** Site ids below 0xFFFF fit the 16-bit SITE field, so a fast allocation is one\n"
        "   word. From 0xFFFF on, the field holds 0xFFFF and an escape word holds the 32-bit id: a\n"
        "   fast event then takes 8 bytes (12 with a long array). Array lengths from 255 on escape the\n"
        "   same way through LEN.\n"
        "10. **Symbols first.** The VM writes a symbol (one synchronous frame of the symbols file)\n"
        "   before it buffers the first event that uses it, so a decoder that reads the events file\n"
        "   first and the symbols file second always finds every symbol it needs, even while the VM\n"
        "   runs or after a crash.\n"
        "11. **Pointers** (`-Xtrace:pointers`, GC_START flag bit 3; `tracing/heap_pointers.c`). Every\n"
        "   slot value is a referent's address *before* the GC. A MOVE_*_PTRS object's slots follow\n"
        "   its move (MORE_PTRS continues a list past 12 or 11 slots, or 1024 per record); OBJ_PTRS\n"
        "   gives those of an object that survives without such a move. An object moved by a plain\n"
        "   move has no reference slots. At GC_END each address maps through the GC's moves (keeps\n"
        "   included): a moved one to its new address; one in a collected space that did not move is\n"
        "   dead and dropped (a slot the GC cleared); any other stays. The referent of a\n"
        "   java.lang.ref.Reference is recorded as null. In dirty mode (flag bit 4, minor GCs only)\n"
        "   the objects with neither a record nor a death keep their previous GC's referents, mapped\n"
        "   the same way. ROOTS are relative to the GC base, except kind bit 7 (the VM's own roots,\n"
        "   recorded at the GC end by their new addresses, relative to 0). A failed GC leaves the\n"
        "   pointers unknown until the next GC that records all of them.\n");
    return 0;
}
