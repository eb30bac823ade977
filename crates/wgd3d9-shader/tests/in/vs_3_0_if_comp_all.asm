// vs_3_0: if_comp with each of the six comparisons
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_position o0
dcl_texcoord0 o1
def c4, 0.0, 0.25, 0.5, 1.0
m4x4 o0, v0, c0
mov r0, v1
mov r1, c4.x
if_gt r0.x, c4.z
    add r1.x, r1.x, c4.w
endif
if_lt r0.x, c4.y
    add r1.y, r1.y, c4.w
endif
if_ge r0.y, c4.z
    add r1.z, r1.z, c4.w
endif
if_le r0.y, c4.y
    add r1.w, r1.w, c4.w
endif
if_eq r0.z, c4.x
    mul r1, r1, c4.z
endif
if_ne r0.w, c4.w
    add r1, r1, c4.y
endif
mov o1, r1
