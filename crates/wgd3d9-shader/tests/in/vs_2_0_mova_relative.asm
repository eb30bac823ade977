// vs_2_0: mova (round to nearest) into a0.x and relative constant reads c[a0.x + n] / cN[a0.x]
vs_2_0
dcl_position v0
dcl_texcoord0 v1
def c4, 2.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mul r0.x, v1.z, c4.x
mova a0.x, r0.x
mov r1, c[a0.x + 16]
mov r2, c17[a0.x]            // the cN[a0.x] spelling of c[a0.x + N]
mad oT0.xy, v1, r1, r2       // per-index texcoord scale and offset
mov oD0, c[a0.x + 32]
