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
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    o0_ = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    let _e52 = consts.c[5];
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e57;
    let _e60 = consts.c[6];
    let _e65 = select(_e57, vec4(dot(in1_.xyz, _e60.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e65;
    let _e68 = consts.c[7];
    r0_ = select(_e65, vec4(dot(in1_.xyz, _e68.xyz)), vec4<bool>(false, false, true, false));
    let _e76 = consts.c[8];
    r1_ = _e76;
    let _e80 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e80.x, 0i, 255i);
    loop_step = _e80.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e80.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e91 = loop_count;
        if (_e91 <= 0i) {
            break;
        }
        loop_count = (_e91 - 1i);
        let _e94 = r0_;
        let _e96 = r3_;
        let _e100 = (i32(_e96.x) + 10i);
        let _e102 = consts.c[_e100];
        let _e109 = r2_;
        let _e110 = select(_e109, vec4(dot(_e94.xyz, select(_e102, vec4<f32>(0f, 1f, 0f, 0f), (_e100 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e110;
        let _e111 = _e110.xxxx;
        let _e112 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e115 = select(_e110, select(_e112, _e111, (_e111 >= _e112)), vec4<bool>(true, false, false, false));
        r2_ = _e115;
        let _e121 = (i32(_e96.x) + 20i);
        let _e123 = consts.c[_e121];
        let _e126 = r1_;
        r1_ = ((_e115.xxxx * select(_e123, vec4<f32>(0f, 1f, 0f, 0f), (_e121 == 4i))) + _e126);
        let _e129 = loop_step;
        r3_ = select(_e96, vec4((_e96.x + f32(_e129))), vec4<bool>(true, false, false, false));
    }
    let _e135 = r1_;
    let _e136 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e138 = select(_e136, _e135, (_e135 < _e136));
    o1_ = _e138;
    let _e139 = saturate(_e138);
    o1_ = _e139;
    let _e140 = o0_;
    let _e143 = consts.c[256];
    let _e146 = consts.c[257];
    let _e152 = select(_e140, ((_e140 * _e146) + (_e143 * _e140.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e152;
    return Output(_e152, _e139);
}
