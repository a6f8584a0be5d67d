// vmflags: -Xmx14m -Xmn10m -XX:MaxTenuringThreshold=1 -XX:+UseParallelGC
// A tiny old generation (4 MB) under a large young one (10 MB): a long-lived set of about
// 5 MB, replaced round after round, cannot all be promoted, so scavenges fail to promote.
// Each failed minor GC must leave every reference valid, a full GC must follow, and the
// program's data must be intact afterwards.
public class GcPromotionFailure {
    static final class Rec {
        final int id;
        final byte[] blob;
        Rec link;

        Rec(int id) {
            this.id = id;
            blob = new byte[240 + id % 32];
            blob[0] = (byte) id;
            blob[blob.length - 1] = (byte) (id >> 8);
        }
    }

    public static void main(String[] args) {
        Rec[] keep = new Rec[16000];
        long total = 0;
        for (int round = 0; round < 6; round++) {
            for (int i = 0; i < keep.length; i++) {
                Rec r = new Rec(round * keep.length + i);
                r.link = keep[(i * 7 + 3) % keep.length];
                if (r.link != null) r.link.link = null;
                keep[i] = r;
                if (i % 2 == 0) new byte[200].clone();
            }
            long s = 0;
            for (Rec r : keep) {
                if (r.blob[0] != (byte) r.id || r.blob[r.blob.length - 1] != (byte) (r.id >> 8))
                    throw new IllegalStateException("corrupt " + r.id);
                s += r.id + (r.link == null ? 0 : r.link.id);
            }
            System.out.println("round " + round + " sum " + s);
            total += s;
        }
        System.out.println("total " + total);
    }
}
