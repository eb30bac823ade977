// vs_2_x: dynamic if_comp (if_gt, if_lt with else, if_ge) on scalar replicate-swizzled sources
vs_2_x
dcl_position v0
dcl_normal v1
def c4, 0.0, 0.5, 1.0, 0.0
m4x4 oPos, v0, c0
dp3 r0.x, v1, c5
mov r1, c4.x
if_gt r0.x, c4.x
    mul r1, r0.x, c6
endif
if_lt r0.x, c4.y
    add r1, r1, c7
else
    add r1, r1, c8
endif
if_ge r1.w, c4.z
    mov r1.w, c4.z
endif
mov oD0, r1
