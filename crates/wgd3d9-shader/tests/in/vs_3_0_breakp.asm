// vs_3_0: breakp inside a rep loop, plain and negated predicate components
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
defi i0, 12, 0, 0, 0
def c4, 0.0, 1.0, 0.5, 2.0
m4x4 o0, v0, c0
mov r0, v1
mov r1, c4.x
rep i0
    mad r0, r0, c4.z, c4.z
    add r1, r1, r0
    setp_gt p0, r1, c4.w
    breakp p0.x
    breakp !p0.z
endrep
mov o1, r1
