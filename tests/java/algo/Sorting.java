// Hand-written sorts (insertion, merge, quick, heap, shell) on pseudo-random int arrays from a
// deterministic LCG; each result is verified and checksummed. Also sorts long and String arrays.
public class Sorting {
    static int seed = 12345;

    static int next() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 1) % 100000 - 50000;
    }

    static int[] randomArray(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = next();
        return a;
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int v = a[i], j = i - 1;
            while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
            a[j + 1] = v;
        }
    }

    static void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void quick(int[] a, int lo, int hi) {
        while (lo < hi) {
            int p = a[(lo + hi) >>> 1], i = lo, j = hi;
            while (i <= j) {
                while (a[i] < p) i++;
                while (a[j] > p) j--;
                if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
        }
    }

    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t;
            i = m;
        }
    }

    static void shell(long[] a) {
        for (int gap = a.length / 2; gap > 0; gap /= 2)
            for (int i = gap; i < a.length; i++) {
                long v = a[i];
                int j = i;
                while (j >= gap && a[j - gap] > v) { a[j] = a[j - gap]; j -= gap; }
                a[j] = v;
            }
    }

    static String check(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) {
            if (i > 0 && a[i - 1] > a[i]) return "NOT SORTED at " + i;
            h = h * 31 + a[i];
        }
        return "sorted n=" + a.length + " min=" + a[0] + " max=" + a[a.length - 1] + " h=" + h;
    }

    public static void main(String[] args) {
        int[] a = randomArray(2000);
        insertion(a);
        System.out.println("insertion " + check(a));
        a = randomArray(50000);
        mergeSort(a, new int[a.length], 0, a.length);
        System.out.println("merge " + check(a));
        a = randomArray(50000);
        quick(a, 0, a.length - 1);
        System.out.println("quick " + check(a));
        a = randomArray(50000);
        heap(a);
        System.out.println("heap " + check(a));
        long[] la = new long[10000];
        for (int i = 0; i < la.length; i++) la[i] = (long) next() * next();
        shell(la);
        boolean ok = true;
        for (int i = 1; i < la.length; i++) if (la[i - 1] > la[i]) ok = false;
        System.out.println("shell " + ok + " " + la[0] + " " + la[la.length - 1]);
        String[] words = new String[200];
        for (int i = 0; i < words.length; i++) words[i] = "w" + Integer.toHexString(next() & 0xfff);
        for (int i = 1; i < words.length; i++) {
            String v = words[i];
            int j = i - 1;
            while (j >= 0 && words[j].compareTo(v) > 0) { words[j + 1] = words[j]; j--; }
            words[j + 1] = v;
        }
        System.out.println(words[0] + " " + words[100] + " " + words[199]);
    }
}
