// ps_2_x: source modifiers with swizzles as ps_2_x has them: negate on arbitrary swizzles (-r0.yzxw, -t0.wzyx, -c0.w) and ! on a predicate component; _abs is ps_3_0 only, so absolute values go through the abs instruction
ps_2_x
def c0, 0.5, -1.0, 2.0, 0.25
dcl t0
dcl_2d s0
texld r0, t0, s0
add r1, -r0.yzxw, c0.x
mad r2, -t0.wzyx, c0.zzyy, r0
abs r3, r1
setp_lt p0.xy, -r3.zw, -c0.w
(!p0.y) mul r2.xy, -r2.yx, r3.x
mov oC0, r2
