// A program that prints nothing and exits normally with code 0.
public class EmptyMain {
    public static void main(String[] args) {
    }
}
