package java.lang.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.TypeDescriptor;

/**
 * The bootstrap javac uses for a record's toString, equals and hashCode. minivm links these
 * invokedynamic call sites inside the VM (interp/lambda_records.c); calling the bootstrap from
 * Java code is not supported.
 */
public class ObjectMethods {
    private ObjectMethods() {
    }

    public static Object bootstrap(MethodHandles.Lookup lookup, String methodName, TypeDescriptor type,
            Class<?> recordClass, String names, MethodHandle... getters) throws Throwable {
        throw new UnsupportedOperationException("minivm links record call sites in the VM only");
    }
}
