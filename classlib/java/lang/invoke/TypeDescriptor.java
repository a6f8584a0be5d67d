package java.lang.invoke;

/** An entity with a type descriptor string (Class, MethodType). */
public interface TypeDescriptor {
    String descriptorString();

    interface OfField<F extends OfField<F>> extends TypeDescriptor {
        boolean isArray();

        boolean isPrimitive();

        F componentType();

        F arrayType();
    }

    interface OfMethod<F extends OfField<F>, M extends OfMethod<F, M>> extends TypeDescriptor {
        int parameterCount();

        F parameterType(int i);

        F returnType();

        F[] parameterArray();

        java.util.List<F> parameterList();

        M changeReturnType(F newReturn);

        M changeParameterType(int index, F newType);

        M dropParameterTypes(int start, int end);

        M insertParameterTypes(int pos, F... paramTypes);
    }
}
