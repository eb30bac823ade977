// vs_2_x: nested dynamic if_comp blocks (if_ne inside if_le, with else) 
vs_2_x
dcl_position v0
dcl_color v1
def c4, 0.0, 0.25, 0.75, 1.0
m4x4 oPos, v0, c0
mov r0, v1
if_le r0.w, c4.z
    if_ne r0.x, c4.x
        mul r0.xyz, r0, c4.y
    else
        mov r0.xyz, c4.w
    endif
    add r0.w, r0.w, c4.y
endif
if_eq r0.w, c4.w
    mov r0.xyz, c4.x
endif
mov oD0, r0
