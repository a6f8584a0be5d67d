// A hand-written binary search tree and binary search on sorted arrays: insert, contains,
// delete, in-order traversal, height; lots of small object allocation.
public class BinarySearchTree {
    static final class Node {
        int key;
        Node left, right;
        Node(int k) { key = k; }
    }

    Node root;
    int size;

    void insert(int k) {
        if (root == null) { root = new Node(k); size++; return; }
        Node cur = root;
        while (true) {
            if (k == cur.key) return;
            if (k < cur.key) {
                if (cur.left == null) { cur.left = new Node(k); size++; return; }
                cur = cur.left;
            } else {
                if (cur.right == null) { cur.right = new Node(k); size++; return; }
                cur = cur.right;
            }
        }
    }

    boolean contains(int k) {
        Node cur = root;
        while (cur != null) {
            if (k == cur.key) return true;
            cur = k < cur.key ? cur.left : cur.right;
        }
        return false;
    }

    Node delete(Node n, int k) {
        if (n == null) return null;
        if (k < n.key) n.left = delete(n.left, k);
        else if (k > n.key) n.right = delete(n.right, k);
        else {
            size--;
            if (n.left == null) return n.right;
            if (n.right == null) return n.left;
            Node m = n.right;
            while (m.left != null) m = m.left;
            n.key = m.key;
            size++;   // the recursive delete below decrements again
            n.right = delete(n.right, m.key);
        }
        return n;
    }

    int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right)); }

    long inorderHash(Node n, long h) {
        if (n == null) return h;
        h = inorderHash(n.left, h);
        h = h * 31 + n.key;
        return inorderHash(n.right, h);
    }

    static int binarySearch(int[] a, int key) {
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) lo = mid + 1;
            else if (a[mid] > key) hi = mid - 1;
            else return mid;
        }
        return -(lo + 1);
    }

    public static void main(String[] args) {
        BinarySearchTree t = new BinarySearchTree();
        int x = 7;
        for (int i = 0; i < 20000; i++) {
            x = (x * 1103515245 + 12345) & 0x7fffffff;
            t.insert(x % 50000);
        }
        System.out.println(t.size + " " + t.height(t.root) + " " + t.inorderHash(t.root, 0));
        int found = 0;
        for (int k = 0; k < 50000; k += 3) if (t.contains(k)) found++;
        System.out.println(found);
        for (int k = 0; k < 50000; k += 2) t.root = t.delete(t.root, k);
        System.out.println(t.size + " " + t.inorderHash(t.root, 0));
        int[] sorted = new int[1000];
        for (int i = 0; i < sorted.length; i++) sorted[i] = i * 3;
        System.out.println(binarySearch(sorted, 0) + " " + binarySearch(sorted, 2997) + " " + binarySearch(sorted, 1500)
                + " " + binarySearch(sorted, 1501) + " " + binarySearch(sorted, -5) + " " + binarySearch(sorted, 5000));
    }
}
