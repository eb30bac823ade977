// ps_2_0: the source swizzles ps_2_0 allows (replicates, .yzxw, .zxyw, .wzyx) and nop
ps_2_0
dcl t0
dcl v0
nop
mov r0, t0.wzyx
add r1, r0.yzxw, v0.zxyw
mul r2, r1.zxyw, r0.yzxw
nop
mad r3, r2.w, r1, -r0.wzyx
add r3.xy, r3, r2.y
mov oC0, r3
