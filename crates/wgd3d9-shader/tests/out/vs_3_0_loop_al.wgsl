struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e36 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e36.x, 0i, 255i);
    loop_step = _e36.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e36.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e54 = loop_count;
        if (_e54 <= 0i) {
            break;
        }
        loop_count = (_e54 - 1i);
        let _e57 = r5_;
        let _e61 = (i32(_e57.x) + 10i);
        let _e63 = consts.c[_e61];
        let _e66 = r4_;
        let _e70 = r1_;
        let _e72 = select(_e70, (select(_e63, vec4<f32>(0f, 1f, 0f, 0f), (_e61 == 4i)) + -(_e66)), vec4<bool>(true, true, true, false));
        let _e78 = r2_;
        let _e79 = select(_e78, vec4(dot(_e72.xyz, _e72.xyz)), vec4<bool>(true, false, false, false));
        let _e84 = select(_e79, vec4(inverseSqrt(abs(_e79.x))), vec4<bool>(false, true, false, false));
        let _e87 = select(_e72, (_e72 * _e84.yyyy), vec4<bool>(true, true, true, false));
        let _e88 = v1_;
        let _e95 = r3_;
        let _e96 = select(_e95, saturate(vec4(dot(_e88.xyz, _e87.xyz))), vec4<bool>(true, false, false, false));
        let _e100 = select(_e96, (_e96.xxxx * _e84.yyyy), vec4<bool>(true, false, false, false));
        let _e105 = (i32(_e57.x) + 20i);
        let _e107 = consts.c[_e105];
        let _e110 = r0_;
        let _e113 = loop_step;
        r1_ = _e87;
        r2_ = _e84;
        r3_ = _e100;
        r0_ = ((_e100.xxxx * select(_e107, vec4<f32>(0f, 1f, 0f, 0f), (_e105 == 4i))) + _e110);
        r5_ = select(_e57, vec4((_e57.x + f32(_e113))), vec4<bool>(true, false, false, false));
    }
    let _e119 = r0_;
    let _e121 = o0_;
    let _e123 = consts.c[256];
    let _e125 = consts.c[257];
    return Output(select(_e121, ((_e121 * _e125) + (_e123 * _e121.wwww)), vec4<bool>(true, true, true, false)), saturate(_e119));
}
