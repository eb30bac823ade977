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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    o0_ = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e51 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e51.x, 0i, 255i);
    loop_step = _e51.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e51.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        if true {
            let _e66 = v1_;
            let _e68 = r2_;
            let _e72 = (i32(_e68.x) + 10i);
            let _e74 = consts.c[_e72];
            let _e82 = r1_;
            let _e83 = select(_e82, vec4(dot(_e66.xyz, select(_e74, vec4<f32>(0f, 0f, 0f, 0f), (_e72 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            r1_ = _e83;
            let _e84 = _e83.xxxx;
            let _e85 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e88 = select(_e83, select(_e85, _e84, (_e84 >= _e85)), vec4<bool>(true, false, false, false));
            r1_ = _e88;
            let _e94 = (i32(_e68.x) + 12i);
            let _e96 = consts.c[_e94];
            let _e99 = r0_;
            r0_ = ((_e88.xxxx * select(_e96, vec4<f32>(0f, 0f, 0f, 0f), (_e94 == 4i))) + _e99);
        } else {
            let _e102 = r0_;
            let _e104 = r2_;
            let _e107 = (i32(_e104.x) + 12i);
            let _e109 = consts.c[_e107];
            r0_ = (_e102 + select(_e109, vec4<f32>(0f, 0f, 0f, 0f), (_e107 == 4i)));
        }
        let _e113 = loop_step;
        let _e115 = r2_;
        r2_ = select(_e115, vec4((_e115.x + f32(_e113))), vec4<bool>(true, false, false, false));
    }
    let _e120 = r0_;
    o1_ = _e120;
    let _e121 = saturate(_e120);
    o1_ = _e121;
    let _e122 = o0_;
    let _e125 = consts.c[256];
    let _e128 = consts.c[257];
    let _e134 = select(_e122, ((_e122 * _e128) + (_e125 * _e122.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e134;
    return Output(_e134, _e121);
}
