// The smallest program: one println of a String constant.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, minivm");
    }
}
