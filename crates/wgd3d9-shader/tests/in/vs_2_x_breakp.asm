// vs_2_x: breakp on a predicate component, plain and negated
vs_2_x
dcl_position v0
dcl_texcoord0 v1
defi i0, 4, 0, 0, 0
def c4, 0.0, 1.0, 4.0, 0.25
m4x4 oPos, v0, c0
mov r0, v1
mov r1, c4.x
rep i0
    add r1, r1, r0
    setp_ge p0.xy, r1, c4.z
    breakp p0.x
    breakp !p0.y
    mul r0, r0, c4.w
endrep
mov oT0, r1
