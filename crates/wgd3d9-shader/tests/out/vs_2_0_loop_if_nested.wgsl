struct Constants {
    c: array<vec4<f32>, 258>,
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
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e38 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e38.x, 0i, 255i);
    loop_step = _e38.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e38.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e55 = loop_count;
        if (_e55 <= 0i) {
            break;
        }
        loop_count = (_e55 - 1i);
        if true {
            let _e59 = v1_;
            let _e61 = r2_;
            let _e65 = (i32(_e61.x) + 10i);
            let _e67 = consts.c[_e65];
            let _e76 = r1_;
            let _e77 = select(_e76, vec4(dot(_e59.xyz, select(_e67, vec4<f32>(0f, 0f, 0f, 0f), (_e65 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            let _e78 = _e77.xxxx;
            let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e82 = select(_e77, select(_e79, _e78, (_e78 >= _e79)), vec4<bool>(true, false, false, false));
            let _e88 = (i32(_e61.x) + 12i);
            let _e90 = consts.c[_e88];
            let _e93 = r0_;
            r1_ = _e82;
            r0_ = ((_e82.xxxx * select(_e90, vec4<f32>(0f, 0f, 0f, 0f), (_e88 == 4i))) + _e93);
        } else {
            let _e96 = r0_;
            let _e98 = r2_;
            let _e101 = (i32(_e98.x) + 12i);
            let _e103 = consts.c[_e101];
            r0_ = (_e96 + select(_e103, vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 4i)));
        }
        let _e107 = loop_step;
        let _e109 = r2_;
        r2_ = select(_e109, vec4((_e109.x + f32(_e107))), vec4<bool>(true, false, false, false));
    }
    let _e114 = r0_;
    let _e116 = o0_;
    let _e119 = consts.c[256];
    let _e122 = consts.c[257];
    return Output(select(_e116, ((_e116 * _e122) + (_e119 * _e116.wwww)), vec4<bool>(true, true, true, false)), saturate(_e114));
}
