/* An uncaught implicit NPE: the first stderr line carries the helpful message. */
public class NpeUncaught {
    static class Node {
        Node left;
        String label;
    }

    public static void main(String[] args) {
        Node root = new Node();
        root.left = new Node();
        System.out.println("before");
        System.out.println(root.left.left.label.length());
    }
}
